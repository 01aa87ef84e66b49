import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONTACT_FORM_MESSAGES, checkContact } from './contact-form.ts';
import { checkDispute, checkDisputeReply, DISPUTE_FORM_MESSAGES, MAX_DISPUTE_TEXT } from './dispute-form.ts';
import { checkProfile, PROFILE_MESSAGES } from './profile-form.ts';

const fields = (problems: { field: string; code: string }[]) => problems.map(({ field, code }) => `${field}:${code}`);

describe('checkContact (the contact form)', () => {
  const valid = { name: 'Priya', email: 'priya@example.in', subject: 'Tickets', message: 'Not received' };
  it('passes a complete form', () => assert.deepEqual(checkContact(valid), []));
  it('needs all four fields, and a valid email', () => {
    assert.deepEqual(fields(checkContact({})), [
      'name:nameRequired',
      'email:emailRequired',
      'subject:subjectRequired',
      'message:messageRequired',
    ]);
    assert.deepEqual(fields(checkContact({ ...valid, name: '  ', email: 'priya@' })), [
      'name:nameRequired',
      'email:invalidEmail',
    ]);
    assert.equal(CONTACT_FORM_MESSAGES.invalidEmail, 'Please enter a valid email address');
  });
  it('takes each text up to its limit', () => {
    const at = {
      name: 'n'.repeat(100),
      email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'c'.repeat(63)}.${'b'.repeat(58)}.in`,
      subject: 's'.repeat(150),
      message: 'm'.repeat(5000),
    };
    assert.deepEqual(checkContact(at), []);
    const over = { name: `${at.name}n`, email: `${at.email}n`, subject: `${at.subject}s`, message: `${at.message}m` };
    assert.deepEqual(fields(checkContact(over)), [
      'name:nameTooLong',
      'email:invalidEmail',
      'subject:subjectTooLong',
      'message:messageTooLong',
    ]);
  });
});

describe('checkDispute and checkDisputeReply (opening a dispute, replying)', () => {
  it('needs a reason of the list and a description', () => {
    assert.deepEqual(checkDispute({ reason: 'not_received', description: 'Nothing came' }), []);
    assert.deepEqual(fields(checkDispute({ reason: 'lost', description: ' ' })), [
      'reason:reasonRequired',
      'description:descriptionRequired',
    ]);
  });
  it(`takes at most ${MAX_DISPUTE_TEXT} characters (trimmed)`, () => {
    const at = ` ${'x'.repeat(MAX_DISPUTE_TEXT)} `;
    assert.deepEqual(checkDispute({ reason: 'other', description: at }), []);
    assert.deepEqual(fields(checkDispute({ reason: 'other', description: `${at}x` })), [
      'description:descriptionTooLong',
    ]);
    assert.deepEqual(checkDisputeReply({ message: at }), []);
    assert.deepEqual(fields(checkDisputeReply({ message: 'y'.repeat(MAX_DISPUTE_TEXT + 1) })), [
      'message:messageTooLong',
    ]);
  });
  it('needs a message unless it is optional', () => {
    assert.deepEqual(fields(checkDisputeReply({ message: '' })), ['message:messageRequired']);
    assert.deepEqual(checkDisputeReply({}, true), []);
    assert.equal(DISPUTE_FORM_MESSAGES.messageTooLong, 'Please keep the message to 4000 characters or fewer');
  });
});

describe('checkProfile (personal details)', () => {
  it('checks only what is changed', () => assert.deepEqual(checkProfile({}), []));
  it('needs a name, a valid phone and a valid UPI id', () => {
    assert.deepEqual(fields(checkProfile({ name: ' ', phone: '12345', upiId: 'nope' })), [
      'name:nameRequired',
      'phone:invalidPhone',
      'upiId:invalidUpi',
    ]);
    assert.deepEqual(checkProfile({ name: 'Priya', phone: '+91 98765 43210', upiId: 'priya@okaxis' }), []);
    assert.deepEqual(checkProfile({ upiId: null }), []);
    assert.deepEqual(checkProfile({ upiId: '' }), []);
    assert.deepEqual(fields(checkProfile({ upiId: 5 })), ['upiId:invalidUpi']);
    assert.deepEqual(fields(checkProfile({ phone: '+91 98765 43210        ' })), []);
    assert.deepEqual(fields(checkProfile({ phone: '+91 98765  -  -  43210' })), ['phone:invalidPhone']);
  });
  it('keeps a saved phone from being emptied', () => {
    assert.deepEqual(fields(checkProfile({ phone: ' ' })), ['phone:phoneRequired']);
    assert.deepEqual(checkProfile({ phone: '' }, { phoneRequired: false }), []);
    assert.equal(PROFILE_MESSAGES.phoneRequired, 'Phone number is required');
  });
});
