import { defineErrors } from '../../../shared/domain/domain-error.js';

export const ContactError = defineErrors({ CONTACT_INVALID: 400, CONTACT_MESSAGE_NOT_FOUND: 404 });

export const CONTACT_MESSAGES = Object.freeze({
  notFound: 'Contact message not found',
  acknowledged: 'Message acknowledged',
  closed: 'Message closed',
});
