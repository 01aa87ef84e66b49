import { LISTING_MESSAGES } from '@ticketsetu/contracts/rules';
import { isUpiId } from '../../shared/rules';
import { PROOF_FILES, TICKETS_PER_LISTING } from '../../shared/site-facts';

/*
 * The sell form's rules, checked in the browser before anything is sent, in the same order as the
 * server's checkListingForm and with the same messages (contracts/rules.js).
 */

export type TicketType = 'mobile' | 'physical';
export type MobileProvider = 'bookmyshow' | 'district';

export const SELL_MESSAGES = {
  ...LISTING_MESSAGES,
  listed: 'Ticket is under review by our team, it will be listed soon!',
  signedOut: 'Please login first',
  failedPrefix: 'Failed to list ticket: ',
  uploadFailed: 'Error uploading files or creating ticket listing',
} as const;

/** What the seller has filled in (price in rupees, as the price box holds it). */
export interface SellFormInput {
  eventId?: string | null;
  quantity?: number | null;
  price?: number | null;
  ticketType?: TicketType | null;
  mobileTicketType?: MobileProvider | null;
  pickupAddressId?: string | null;
  upiId?: string | null;
}

/** The field a problem belongs to, so the form can show it there. */
export type SellField =
  'eventId' | 'price' | 'quantity' | 'ticketType' | 'mobileTicketType' | 'pickupAddressId' | 'upiId';

export interface SellProblem {
  field: SellField;
  message: string;
}

/** The largest price the server reads: 9 digits of rupees and 2 of paise. */
export const MAX_PRICE_RUPEES = 999_999_999.99;

/** Rupees as typed (1499.5) to paise (149950); null when it is not an amount with at most 2 decimals. */
export function rupeesToPaise(rupees: number | null | undefined): number | null {
  if (rupees === null || rupees === undefined || !Number.isFinite(rupees) || rupees > MAX_PRICE_RUPEES) return null;
  const paise = Math.round(rupees * 100);
  return Math.abs(paise - rupees * 100) < 1e-6 ? paise : null;
}

/** Paise as the API's rupee text: 149950 -> '1499.50'. */
export function paiseToRupeeText(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/** The first problem in the spec's order, or null when the form can be sent. */
export function checkSellForm(input: SellFormInput): SellProblem | null {
  if (!input.eventId?.trim()) return { field: 'eventId', message: SELL_MESSAGES.noEvent };

  const price = rupeesToPaise(input.price);
  if (price === null || price <= 0) return { field: 'price', message: SELL_MESSAGES.invalidPrice };

  const quantity = input.quantity ?? TICKETS_PER_LISTING.min;
  if (!Number.isInteger(quantity) || quantity < TICKETS_PER_LISTING.min || quantity > TICKETS_PER_LISTING.max) {
    return { field: 'quantity', message: SELL_MESSAGES.invalidQuantity };
  }

  if (input.ticketType !== 'mobile' && input.ticketType !== 'physical') {
    return { field: 'ticketType', message: SELL_MESSAGES.noTicketType };
  }
  if (
    input.ticketType === 'mobile' &&
    input.mobileTicketType !== 'bookmyshow' &&
    input.mobileTicketType !== 'district'
  ) {
    return { field: 'mobileTicketType', message: SELL_MESSAGES.noProvider };
  }
  if (input.ticketType === 'physical' && !input.pickupAddressId) {
    return { field: 'pickupAddressId', message: SELL_MESSAGES.noPickupAddress };
  }

  const upiId = input.upiId?.trim() ?? '';
  if (!upiId) return { field: 'upiId', message: SELL_MESSAGES.noUpi };
  if (!isUpiId(upiId)) return { field: 'upiId', message: SELL_MESSAGES.invalidUpi };
  return null;
}

/** The sell form's estimate of the platform fee in paise: price × seller_fee_percent × quantity / 100. */
export function sellerFeeEstimate(pricePaise: number, sellerFeePercent: number, quantity: number): number {
  return Math.round((pricePaise * sellerFeePercent * quantity) / 100);
}

// ---------- Proof files ----------

export const MAX_PROOF_FILES = 10;
export const MAX_PROOF_FILE_BYTES = PROOF_FILES.maxSizeMb * 1024 * 1024;

/** What the server accepts (it checks the bytes; this is the browser's first look). */
const PROOF_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/heic': ['heic'],
  'image/heif': ['heif', 'heic'],
};

/** The file chooser's filter: the types above, by type and by extension (phones often send HEIC untyped). */
export const PROOF_ACCEPT = [
  ...Object.keys(PROOF_TYPES),
  ...[...new Set(Object.values(PROOF_TYPES).flat())].map((extension) => `.${extension}`),
].join(',');

export const FILE_TOO_LARGE = `Each file must be ${PROOF_FILES.maxSizeMb} MB or smaller`;
export const FILE_NOT_ALLOWED = 'Only PDF or image files (JPEG, PNG, WebP, HEIC) can be uploaded';
export const TOO_MANY_FILES = `You can upload up to ${MAX_PROOF_FILES} files`;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** '<name>: <reason>' when the file cannot be a proof of ticket (the server's wording), else null. */
export function checkProofFile(file: { name: string; size: number; type: string }): string | null {
  const type = file.type.toLowerCase();
  const known = type && type !== 'application/octet-stream';
  const allowed = known
    ? type in PROOF_TYPES
    : Object.values(PROOF_TYPES).some((extensions) => extensions.includes(extensionOf(file.name)));
  // The server's order: size first, then type.
  if (file.size > MAX_PROOF_FILE_BYTES) return `${file.name}: ${FILE_TOO_LARGE}`;
  if (!allowed) return `${file.name}: ${FILE_NOT_ALLOWED}`;
  return null;
}

/** 2048 -> '2 KB', 3.5 MB -> '3.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  return `${(kb / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}
