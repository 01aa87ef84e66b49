import { defineErrors } from '../../../shared/domain/domain-error.js';

/** What identity refuses, with the status each maps to. */
export const IdentityError = defineErrors({
  AUTH_REQUIRED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_SESSION_INVALID: 401,
  AUTH_DEACTIVATED: 403,
  FORBIDDEN: 403,
  SIGNUP_INVALID: 400,
  PHONE_IN_USE: 409,
  USER_EXISTS: 409,
  OTP_INVALID: 400,
  OTP_TOO_SOON: 429,
  OTP_SEND_FAILED: 502,
  RESET_LINK_INVALID: 400,
  PASSWORD_WEAK: 400,
  PROFILE_INVALID: 400,
  ADDRESS_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  ADMIN_RULE: 409,
});
