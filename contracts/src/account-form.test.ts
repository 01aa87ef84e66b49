import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkSignIn,
  checkSignup,
  isAdult,
  isEmail,
  latestAdultBirthDate,
  newPasswordCode,
  SIGNIN_MESSAGES,
  SIGNUP_MESSAGES,
  type SignupInput,
  todayInIndia,
} from './account-form.ts';

const now = new Date('2026-06-15T12:00:00Z');
const valid: SignupInput = {
  email: 'priya.sharma@example.in',
  password: 'Monsoon#Chai2026',
  firstName: 'Priya',
  lastName: 'Sharma',
  phone: '98765 43210',
  dateOfBirth: '1995-08-15',
};
const codes = (input: SignupInput) => checkSignup(input, now).map(({ field, code }) => `${field}:${code}`);
const codeOf = (change: SignupInput) => codes({ ...valid, ...change });

describe('checkSignup (the sign-up form)', () => {
  it('passes a complete form', () => assert.deepEqual(checkSignup(valid, now), []));

  it("reports every field's problem in the spec's order, one a field", () => {
    assert.deepEqual(codes({}), [
      'email:emailRequired',
      'password:passwordRequired',
      'firstName:firstNameRequired',
      'lastName:lastNameRequired',
      'phone:phoneRequired',
      'dateOfBirth:dateOfBirthRequired',
    ]);
    assert.deepEqual(codes({ email: '  ', password: '', firstName: ' ', lastName: 5, phone: ' ', dateOfBirth: null }), [
      'email:emailRequired',
      'password:passwordRequired',
      'firstName:firstNameRequired',
      'lastName:lastNameRequired',
      'phone:phoneRequired',
      'dateOfBirth:dateOfBirthRequired',
    ]);
  });

  it('checks the email', () => {
    for (const email of ['priya', 'priya@', 'priya@example', 'pri ya@example.in', 'a..b@example.in', 'a@b..in'])
      assert.deepEqual(codeOf({ email }), ['email:invalidEmail'], email);
    assert.deepEqual(
      codeOf({ email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.in` }),
      [],
    );
    assert.deepEqual(codeOf({ email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.in` }), [
      'email:invalidEmail',
    ]);
    assert.deepEqual(codeOf({ email: ' priya@example.co.in ' }), []);
  });

  it('checks the password: 8 to 128 characters, not a common one', () => {
    assert.deepEqual(codeOf({ password: 'a'.repeat(7) }), ['password:passwordTooShort']);
    assert.deepEqual(codeOf({ password: 'a'.repeat(8) }), []);
    assert.deepEqual(codeOf({ password: 'a'.repeat(128) }), []);
    assert.deepEqual(codeOf({ password: 'a'.repeat(129) }), ['password:passwordTooLong']);
    assert.deepEqual(codeOf({ password: 'Password123' }), ['password:passwordTooCommon']);
    assert.equal(newPasswordCode('Filter-Kaapi-2027'), null);
  });

  it('checks the names: at most 60 characters', () => {
    assert.deepEqual(codeOf({ firstName: 'a'.repeat(60), lastName: 'b'.repeat(60) }), []);
    assert.deepEqual(codeOf({ firstName: 'a'.repeat(61), lastName: 'b'.repeat(61) }), [
      'firstName:firstNameTooLong',
      'lastName:lastNameTooLong',
    ]);
  });

  it('takes an Indian mobile number as people type it', () => {
    for (const phone of ['9876543210', '+91 98765 43210', '09876543210', '91-98765-43210', '6000000000'])
      assert.deepEqual(codeOf({ phone }), [], phone);
    for (const phone of [
      '5876543210',
      '987654321',
      '98765432101',
      '+1 98765 43210',
      '98765 4321x',
      '+91 9876 543 210 ....',
    ])
      assert.deepEqual(codeOf({ phone }), ['phone:invalidPhone'], phone);
  });

  it('checks the date of birth: a day, 18 or over in India today', () => {
    assert.deepEqual(codeOf({ dateOfBirth: '15/08/1995' }), ['dateOfBirth:dateOfBirthNotADate']);
    assert.deepEqual(codeOf({ dateOfBirth: '2001-02-29' }), ['dateOfBirth:invalidDate']);
    assert.deepEqual(codeOf({ dateOfBirth: '2008-06-15' }), []);
    assert.deepEqual(codeOf({ dateOfBirth: '2008-06-16' }), ['dateOfBirth:underAge']);
  });

  it('reads age by the date in India (IST), 29 February included', () => {
    assert.equal(todayInIndia(new Date('2026-12-31T20:00:00Z')), '2027-01-01');
    assert.equal(latestAdultBirthDate(new Date('2026-12-31T20:00:00Z')), '2009-01-01');
    assert.equal(latestAdultBirthDate(new Date('2028-02-29T06:00:00Z')), '2010-02-28');
    assert.equal(isAdult('2008-06-15', now), true);
    assert.equal(isAdult('2008-06-16', now), false);
  });

  it("has a sentence for every code, in the spec's words", () => {
    assert.equal(SIGNUP_MESSAGES.phoneRequired, 'Phone number is required');
    assert.equal(SIGNUP_MESSAGES.dateOfBirthRequired, 'Date of birth is required');
    assert.equal(SIGNUP_MESSAGES.underAge, 'You must be at least 18 years old to sign up');
    assert.equal(SIGNUP_MESSAGES.passwordTooShort, 'Password must be at least 8 characters');
  });

  it('isEmail refuses what is too long', () => assert.equal(isEmail(`${'a'.repeat(250)}@b.in`), false));
});

describe('checkSignIn (the sign-in form)', () => {
  it('needs both the email and the password', () => {
    assert.deepEqual(checkSignIn({ email: 'a@b.in', password: 'x' }), []);
    assert.deepEqual(checkSignIn({ email: ' ', password: '' }), [
      { field: 'email', code: 'required' },
      { field: 'password', code: 'required' },
    ]);
    assert.deepEqual(checkSignIn({ email: 'a@b.in', password: 7 }), [{ field: 'password', code: 'required' }]);
    assert.equal(SIGNIN_MESSAGES.required, 'Email and password are required');
  });
});
