import { z } from 'zod';

export const AUTH_MODES = ['login', 'signup', 'forgot'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** /auth?mode=signup&returnTo=/tickets. Login is the default mode; returnTo is checked by safeReturnTo. */
export const authSearchSchema = z.object({
  mode: z.enum(AUTH_MODES).optional().catch(undefined),
  returnTo: z.string().optional().catch(undefined),
});

export type AuthSearch = z.infer<typeof authSearchSchema>;

export const AUTH_TITLES: Record<AuthMode, string> = {
  login: 'Sign in to your account',
  signup: 'Create a new account',
  forgot: 'Reset your password',
};

/** /reset-password?token=... from the emailed link. */
export const resetPasswordSearchSchema = z.object({
  token: z.union([z.string(), z.number()]).transform(String).optional().catch(undefined),
});

/** /auth/callback?returnTo=... */
export const authCallbackSearchSchema = z.object({
  returnTo: z.string().optional().catch(undefined),
});
