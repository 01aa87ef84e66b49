import { ApiError } from '../../shared/api/api-error';
import { NO_USER_RETURNED } from '../../shared/session';

/** 'Login error: Invalid login credentials', or the spec's 'No user returned from login'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message === NO_USER_RETURNED) return NO_USER_RETURNED;
  if (error instanceof ApiError) return `Login error: ${error.detail}`;
  return `Login error: ${error instanceof Error ? error.message : 'Something went wrong'}`;
}

/**
 * Sign-up step 1 (check the phone, text the OTP): the server's sentence when it gave one
 * ('Phone number is already in use. Please use a different phone number.', 'Failed to send OTP', ...),
 * else the spec's 'Failed to send OTP'.
 */
export function otpStartErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.problem?.detail) return error.detail;
  return 'Failed to send OTP';
}

/**
 * Sign-up step 2 (verify the OTP, create the account): OTP, duplicate-account and phone messages as
 * the server words them; 'Failed to verify OTP' when the server could not be reached; anything else
 * 'Error during signup: ...'.
 */
export function signupVerifyErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Failed to verify OTP';
  if (error.status === 0 || (error.status >= 500 && !error.problem)) return 'Failed to verify OTP';
  // 409: 'User already exists' or the phone taken meanwhile; OTP_INVALID: wrong, spent or expired code.
  if (error.code === 'OTP_INVALID' || error.status === 409) {
    return error.detail;
  }
  return `Error during signup: ${error.detail}`;
}

/** The field a 400's first field error names, so the form can mark it. */
export function fieldOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.problem?.errors?.[0]?.field : undefined;
}
