import {
  MAX_TICKET_PRICE_PAISE,
  type Paise,
  type ResaleCap,
  resaleCap,
  rupeesToPaise,
} from '@ticketsetu/contracts/money';
import { LISTING_MESSAGES } from '@ticketsetu/contracts/rules';
import { PROOF_FILES } from '../../shared/site-facts';

/*
 * The sell form's rules, checked in the browser before anything is sent by the server's own check
 * (contracts/listing-form: checkListing, in sell-check.ts) with its messages; every amount goes through
 * contracts/money, the same arithmetic the server uses (the resale cap included, ADR 28).
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

/** How an event caps resale (its EventDto fields): a percent over face value, a price in paise, or neither. */
export interface EventCap {
  resale_cap_percent?: number | null;
  resale_cap_price?: number | null;
  /** The organiser forbids resale (ADR 63): nothing can be listed. */
  resale_not_permitted?: boolean;
}

/** What the seller has filled in (price and face value in rupees, as the boxes hold them). */
export interface SellFormInput {
  eventId?: string | null;
  quantity?: number | null;
  price?: number | null;
  faceValue?: number | null;
  ticketType?: TicketType | null;
  mobileTicketType?: MobileProvider | null;
  pickupAddressId?: string | null;
  upiId?: string | null;
}

/** The field a problem belongs to, so the form can show it there (the server's `errors[].field` names). */
export type SellField =
  'eventId' | 'price' | 'faceValue' | 'quantity' | 'ticketType' | 'mobileTicketType' | 'pickupAddressId' | 'upiId';

export const SELL_FIELDS: readonly SellField[] = [
  'eventId',
  'price',
  'faceValue',
  'quantity',
  'ticketType',
  'mobileTicketType',
  'pickupAddressId',
  'upiId',
];

export interface SellProblem {
  field: SellField;
  message: string;
}

/** Rupees as typed (1499.5) in paise (149950), or null when it is not an amount with at most 2 decimals. */
export function pricePaise(rupees: number | null | undefined): Paise | null {
  return rupees === null || rupees === undefined ? null : rupeesToPaise(rupees);
}

/**
 * The event's cap for a ticket of this face value (rupees, as typed), or null when the event sets none.
 * A percent cap's `maxPrice` is null until a valid face value is known.
 */
export function capFor(event: EventCap | undefined, faceValueRupees?: number | null): ResaleCap | null {
  if (!event) return null;
  const face = pricePaise(faceValueRupees);
  return resaleCap({
    faceValue: face !== null && face > 0 && face <= MAX_TICKET_PRICE_PAISE ? face : null,
    capPercent: event.resale_cap_percent ?? null,
    capPrice: (event.resale_cap_price ?? null) as Paise | null,
  });
}

// ---------- Proof files ----------

export const MAX_PROOF_FILES = 10;
export const MAX_PROOF_FILE_BYTES = PROOF_FILES.maxSizeMb * 1024 * 1024;

/** What the server accepts (it checks the bytes; this is the browser's first look). */
const TICKET_PROOF_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};
/** Taken as proof of transfer, refused as proof of ticket: its ticket code cannot be read (ADR 62). */
const HEIC_TYPES: Record<string, readonly string[]> = { 'image/heic': ['heic'], 'image/heif': ['heif', 'heic'] };
const PROOF_TYPES = { ...TICKET_PROOF_TYPES, ...HEIC_TYPES };

/** A file chooser's filter: the types, by type and by extension (phones often send HEIC untyped). */
const acceptOf = (types: Record<string, readonly string[]>) =>
  [...Object.keys(types), ...[...new Set(Object.values(types).flat())].map((extension) => `.${extension}`)].join(',');
export const PROOF_ACCEPT = acceptOf(PROOF_TYPES);
/** Without HEIC, a phone's photo picker hands over a JPEG of a HEIC photo. */
export const TICKET_PROOF_ACCEPT = acceptOf(TICKET_PROOF_TYPES);

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

/** checkProofFile, and a HEIC picture refused as proof of ticket (the server's words). */
export function checkTicketProofFile(file: { name: string; size: number; type: string }): string | null {
  const problem = checkProofFile(file);
  if (problem) return problem;
  const type = file.type.toLowerCase();
  const heic = type in HEIC_TYPES || Object.values(HEIC_TYPES).some((e) => e.includes(extensionOf(file.name)));
  return heic ? `${file.name}: ${LISTING_MESSAGES.heicNotRead}` : null;
}
