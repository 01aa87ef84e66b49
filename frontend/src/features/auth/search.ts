import { lenient, z } from '../../shared/search-params';

export const AUTH_MODES = ['login', 'signup', 'forgot'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** /auth?mode=signup&returnTo=/tickets. Login is the default mode; returnTo is checked by safeReturnTo. */
export const authSearchSchema = z.object({
  mode: lenient(z.enum(AUTH_MODES)),
  returnTo: lenient(z.string()),
});

export type AuthSearch = z.infer<typeof authSearchSchema>;

export const AUTH_TITLES: Record<AuthMode, string> = {
  login: 'Sign in to your account',
  signup: 'Create a new account',
  forgot: 'Reset your password',
};

/** /reset-password?token=... from the emailed link. */
export const resetPasswordSearchSchema = z.object({
  token: lenient(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
});

/** /auth/callback?returnTo=... */
export const authCallbackSearchSchema = z.object({
  returnTo: lenient(z.string()),
});
