import { ApiError } from '../../shared/api/api-error';
import { NO_USER_RETURNED } from '../../shared/session';

/** 'Login error: Invalid login credentials', or the spec's 'No user returned from login'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message === NO_USER_RETURNED) return NO_USER_RETURNED;
  if (error instanceof ApiError) return `Login error: ${error.detail}`;
  return `Login error: ${error instanceof Error ? error.message : 'Something went wrong'}`;
}

/** The spec's words when sign-up step 1 could not check whether the phone is in use. */
export const PHONE_CHECK_FAILED = 'Error checking phone number. Please try again.';
/** The spec's words when sign-up step 2 could not create the account. */
export const PROFILE_NOT_CREATED = 'Failed to create user profile';

/**
 * Sign-up step 1 (check the phone, text the OTP): the server's sentence for a refusal or a failed
 * text ('Phone number is already in use. Please use a different phone number.', 'Failed to send
 * OTP', ...); 'Error checking phone number. Please try again.' when the server failed before it could
 * check (its database away: 503); the spec's 'Failed to send OTP' when it could not be reached.
 */
export function otpStartErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return 'Failed to send OTP';
  if (error.status >= 500 && error.code !== 'OTP_SEND_FAILED') return PHONE_CHECK_FAILED;
  return error.problem?.detail ? error.detail : 'Failed to send OTP';
}

/**
 * Sign-up step 2 (verify the OTP, create the account): OTP, duplicate-account and phone messages as
 * the server words them; 'Failed to verify OTP' when the server could not be reached; 'Failed to
 * create user profile' when it failed (a 5xx: nothing was created); anything else 'Error during
 * signup: ...'.
 */
export function signupVerifyErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return 'Failed to verify OTP';
  if (error.status >= 500) return PROFILE_NOT_CREATED;
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
