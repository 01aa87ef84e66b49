import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROOF_FILES } from '../site-facts';

/*
 * Proof files, as every upload takes them (a listing's proof of ticket, a transfer's proof, a dispute's
 * evidence): the browser's first look, in the server's words and the reader's language. In the shell's
 * catalogue, as the sell page, Your Tickets and a dispute's page all show them (ADR 84).
 */

/** contracts' LISTING_MESSAGES.heicNotRead, in the reader's language. */
export const HEIC_NOT_READ = msg`HEIC photos cannot be read for their ticket code: please upload a screenshot (JPEG, PNG or WebP) or the PDF`;

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

/** '<name>: You can upload up to 10 files' (the server's words), for the file past the limit. */
export function tooManyFiles(i18n: I18n, file: { name: string }): string {
  const name = file.name;
  const max = MAX_PROOF_FILES;
  return i18n._(msg`${name}: You can upload up to ${max} files`);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** '<name>: <reason>' when the file cannot be a proof of ticket (the server's wording), else null. */
export function checkProofFile(i18n: I18n, file: { name: string; size: number; type: string }): string | null {
  const name = file.name;
  const type = file.type.toLowerCase();
  const known = type && type !== 'application/octet-stream';
  const allowed = known
    ? type in PROOF_TYPES
    : Object.values(PROOF_TYPES).some((extensions) => extensions.includes(extensionOf(file.name)));
  // The server's order: size first, then type.
  const size = PROOF_FILES.maxSizeMb;
  if (file.size > MAX_PROOF_FILE_BYTES) return i18n._(msg`${name}: Each file must be ${size} MB or smaller`);
  if (!allowed) return i18n._(msg`${name}: Only PDF or image files (JPEG, PNG, WebP, HEIC) can be uploaded`);
  return null;
}

/** checkProofFile, and a HEIC picture refused as proof of ticket (the server's words). */
export function checkTicketProofFile(i18n: I18n, file: { name: string; size: number; type: string }): string | null {
  const problem = checkProofFile(i18n, file);
  if (problem) return problem;
  const type = file.type.toLowerCase();
  const heic = type in HEIC_TYPES || Object.values(HEIC_TYPES).some((e) => e.includes(extensionOf(file.name)));
  const reason = i18n._(HEIC_NOT_READ);
  return heic ? `${file.name}: ${reason}` : null;
}
