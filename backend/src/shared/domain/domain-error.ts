/**
 * Every failure a user can meet has a code and the spec's user-facing message.
 * Services throw DomainError; the one problem+json filter maps the code to a status.
 */
export const errorStatus = {
  EVENT_NOT_FOUND: 404,
  LISTING_NOT_FOUND: 404,
  LISTING_INVALID: 400,
  LISTING_STATE: 409,
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
