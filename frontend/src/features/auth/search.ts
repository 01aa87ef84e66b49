import { lenient, v } from '../../shared/search-params';

export const AUTH_MODES = ['login', 'signup', 'forgot'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

/** /auth?mode=signup&returnTo=/tickets. Login is the default mode; returnTo is checked by safeReturnTo. */
export const authSearchSchema = v.object({
  mode: lenient(v.picklist(AUTH_MODES)),
  returnTo: lenient(v.string()),
});

/** /reset-password?token=... from the emailed link. */
export const resetPasswordSearchSchema = v.object({
  token: lenient(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
});

/** /auth/callback?returnTo=... */
export const authCallbackSearchSchema = v.object({
  returnTo: lenient(v.string()),
});
