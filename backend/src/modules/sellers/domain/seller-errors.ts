import { RATING_MESSAGES } from '@ticketsetu/contracts/sellers';
import { defineErrors } from '../../../shared/domain/domain-error.js';

export const SellerError = defineErrors({
  RATING_INVALID: 400,
  SELF_RATING: 403,
  SELLER_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  PURCHASE_NOT_FOUND: 404,
  RATING_NOT_FOUND: 404,
  RATING_NOT_DUE: 409,
  RATING_EXISTS: 409,
  RATING_CLOSED: 409,
  RATING_STATE: 409,
});

export { RATING_MESSAGES };
