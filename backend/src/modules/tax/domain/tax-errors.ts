import { defineErrors } from '../../../shared/domain/domain-error.js';

export const TaxError = defineErrors({ TAX_DOCUMENT_NOT_FOUND: 404 });
