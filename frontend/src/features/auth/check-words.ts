import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  SIGNIN_MESSAGES,
  SIGNUP_MESSAGES,
  type SignInCode,
  type SignupCode,
} from '@ticketsetu/contracts/account-form';

/*
 * The sentence of each code that contracts' checkSignup and checkSignIn answer, in the reader's language
 * (issue 37): the English is contracts' own sentence, word for word (check-words.test.ts holds them equal).
 */

const SIGNUP_WORDS: Record<SignupCode, MessageDescriptor> = {
  emailRequired: msg`Email is required`,
  invalidEmail: msg`Please enter a valid email address`,
  passwordRequired: msg`Password is required`,
  passwordTooShort: msg`Password must be at least 8 characters`,
  passwordTooLong: msg`Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: msg`This password is too common. Please choose a less guessable one.`,
  firstNameRequired: msg`First name is required`,
  firstNameTooLong: msg`First name can be at most ${NAME_MAX_LENGTH} characters`,
  lastNameRequired: msg`Last name is required`,
  lastNameTooLong: msg`Last name can be at most ${NAME_MAX_LENGTH} characters`,
  phoneRequired: msg`Phone number is required`,
  invalidPhone: msg`Please enter a valid Indian mobile number`,
  dateOfBirthRequired: msg`Date of birth is required`,
  dateOfBirthNotADate: msg`Date of birth must be a date (yyyy-mm-dd)`,
  invalidDate: msg`Invalid time value`,
  underAge: msg`You must be at least 18 years old to sign up`,
};

const SIGNIN_WORDS: Record<SignInCode, MessageDescriptor> = {
  required: msg`Email and password are required`,
};

/** A sign-up (or new password) problem's sentence; contracts' English for a code without words here. */
export function signupMessage(i18n: I18n, code: SignupCode): string {
  const words: MessageDescriptor | undefined = SIGNUP_WORDS[code];
  return words ? i18n._(words) : SIGNUP_MESSAGES[code];
}

/** The sign-in form's problem's sentence; contracts' English for a code without words here. */
export function signInMessage(i18n: I18n, code: SignInCode): string {
  const words: MessageDescriptor | undefined = SIGNIN_WORDS[code];
  return words ? i18n._(words) : SIGNIN_MESSAGES[code];
}
