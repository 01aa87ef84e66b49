import { defineErrors } from '../../../shared/domain/domain-error.js';

export const CatalogError = defineErrors({
  EVENT_NOT_FOUND: 404,
  EVENT_INVALID: 400,
  /** Verify/reject out of turn. */
  EVENT_STATE: 409,
  /** Deleting an event that listings, orders or other records point at. */
  EVENT_IN_USE: 409,
  CATEGORY_NOT_FOUND: 404,
  CATEGORY_INVALID: 400,
  CATEGORY_EXISTS: 409,
  CATEGORY_IN_USE: 409,
});
