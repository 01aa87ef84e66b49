/**
 * Every failure a user can meet has a code and the spec's user-facing message.
 * Services throw DomainError; the one problem+json filter maps the code to a status.
 */
export const errorStatus = {
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
  ADMIN_RULE: 409,
  EVENT_NOT_FOUND: 404,
  LISTING_NOT_FOUND: 404,
  LISTING_INVALID: 400,
  LISTING_STATE: 409,
  FILE_REFUSED: 400,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
