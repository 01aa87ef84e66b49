import { defineErrors } from '../../../shared/domain/domain-error.js';

/** What identity refuses, with the status each maps to. */
export const IdentityError = defineErrors({
  AUTH_REQUIRED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_SESSION_INVALID: 401,
  AUTH_DEACTIVATED: 403,
  AUTH_DELETION_REQUESTED: 403,
  FORBIDDEN: 403,
  SIGNIN_INVALID: 400,
  SIGNUP_INVALID: 400,
  PHONE_IN_USE: 409,
  USER_EXISTS: 409,
  // One code per sentence, so a browser says each in the reader's language.
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_LOCKED: 400,
  OTP_TOO_SOON: 429,
  TOO_MANY_REQUESTS: 429,
  OTP_SEND_FAILED: 502,
  RESET_LINK_INVALID: 400,
  PASSWORD_WEAK: 400,
  PROFILE_INVALID: 400,
  SAVED_ADDRESS_INVALID: 400,
  ADDRESS_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  ADMIN_RULE: 409,
});
