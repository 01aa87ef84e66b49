import { INDIAN_STATES } from '@ticketsetu/contracts/rules';
import {
  gstinCheckCharacter,
  GSTIN_PATTERN,
  GST_STATE_CODES,
  isGstin,
  PAN_PATTERN,
  PLACE_OF_SUPPLY_HEAD,
  PLACE_OF_SUPPLY_HEADS,
} from '@ticketsetu/contracts/tax';
import { z } from 'zod';

/** The company's identity on tax invoices and TDS records (ADR 46): required in production. */
const COMPANY_KEYS = [
  'COMPANY_LEGAL_NAME',
  'COMPANY_ADDRESS',
  'COMPANY_STATE',
  'COMPANY_GSTIN',
  'COMPANY_PAN',
  'COMPANY_SIGNATORY',
] as const;
export type Company = Record<(typeof COMPANY_KEYS)[number], string>;

/** A GSTIN for `pan`'s first registration in `state`, with its check character. */
function gstinFor(state: string, pan: string): string | undefined {
  if (!Object.hasOwn(GST_STATE_CODES, state) || !PAN_PATTERN.test(pan)) return undefined;
  const first14 = `${GST_STATE_CODES[state]}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/**
 * The company outside production (ADR 46): invented, never a real taxpayer's details. Set any of its
 * settings to try another (COMPANY_STATE=Maharashtra, say); an unset GSTIN is then built from the state and PAN.
 */
export const DEMO_COMPANY: Readonly<Company> = Object.freeze({
  COMPANY_LEGAL_NAME: 'TicketSetu Demo Private Limited',
  COMPANY_ADDRESS: '42, 1st Main Road, Indiranagar, Bengaluru, Karnataka - 560038',
  COMPANY_STATE: 'Karnataka',
  COMPANY_GSTIN: gstinFor('Karnataka', 'AABCT0000C')!,
  COMPANY_PAN: 'AABCT0000C',
  COMPANY_SIGNATORY: 'Demo Signatory, Director',
});

/** The company's settings as set; outside production each unset one is the demo company's. */
export function companyOf(c: Partial<Company>, production: boolean): Partial<Company> {
  if (production) return Object.fromEntries(COMPANY_KEYS.map((key) => [key, c[key]]));
  const state = c.COMPANY_STATE ?? DEMO_COMPANY.COMPANY_STATE;
  const pan = c.COMPANY_PAN ?? DEMO_COMPANY.COMPANY_PAN;
  return {
    COMPANY_LEGAL_NAME: c.COMPANY_LEGAL_NAME ?? DEMO_COMPANY.COMPANY_LEGAL_NAME,
    COMPANY_ADDRESS: c.COMPANY_ADDRESS ?? DEMO_COMPANY.COMPANY_ADDRESS,
    COMPANY_STATE: state,
    COMPANY_GSTIN: c.COMPANY_GSTIN ?? gstinFor(state, pan),
    COMPANY_PAN: pan,
    COMPANY_SIGNATORY: c.COMPANY_SIGNATORY ?? DEMO_COMPANY.COMPANY_SIGNATORY,
  };
}

/** The company's settings in the config schema (all optional there: see checkCompany). */
export const companySettings = {
  // The company on tax invoices and TDS records (ADR 46): required in production, a demo company elsewhere.
  COMPANY_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
  COMPANY_ADDRESS: z.string().trim().min(1).max(300).optional(),
  COMPANY_STATE: z
    .string()
    .refine(
      (state) => (INDIAN_STATES as readonly string[]).includes(state),
      'must be a state or union territory of India as the address form spells it (e.g. Karnataka)',
    )
    .optional(),
  COMPANY_GSTIN: z
    .string()
    .regex(GSTIN_PATTERN, 'must be a GSTIN: state code, PAN, registration number, Z, check character (15 in all)')
    .refine(isGstin, 'has a check character (the 15th) that does not match the first 14: a typing error?')
    .optional(),
  COMPANY_PAN: z
    .string()
    .regex(PAN_PATTERN, 'must be a PAN: five letters, four digits, a letter (AAAAA9999A)')
    .optional(),
  // Who signs the tax documents for the company (CGST Rules, rule 46(q)): name and designation.
  COMPANY_SIGNATORY: z.string().trim().min(1).max(200).optional(),
  // The authorised signatory's certificate (PKCS#12: a file, or its bytes in base64) and its passphrase;
  // when set, every tax document's PDF is signed with it (ADR 48). Unset: the signatory's name is printed.
  TAX_SIGNING_P12_PATH: z.string().trim().min(1).optional(),
  TAX_SIGNING_P12_BASE64: z.base64("must be base64 (the PKCS#12 file's bytes)").optional(),
  TAX_SIGNING_PASSPHRASE: z.string().optional(),
  // Which head of IGST s.12 places the platform's fees (ADR 58): the tax adviser's one switch. Every fee
  // invoice reads it when issued; 'event-location' places them in the event's state (s.12(6)).
  PLACE_OF_SUPPLY_HEAD: z.enum(PLACE_OF_SUPPLY_HEADS).default(PLACE_OF_SUPPLY_HEAD),
  // The services accounting code on the platform's fee invoices: reservation services for event tickets.
  PLATFORM_SAC: z
    .string()
    .regex(/^99\d{4}$/, 'must be a 6-digit services accounting code (99xxxx)')
    .default('998554'),
};

/** Production needs every company setting; a GSTIN must hold the company's state code and PAN; one signing certificate. */
export function checkCompany(
  c: Partial<Company> & { TAX_SIGNING_P12_PATH?: string; TAX_SIGNING_P12_BASE64?: string },
  production: boolean,
  ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
): void {
  const company = companyOf(c, production);
  for (const key of COMPANY_KEYS) {
    if (production && !company[key]) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
  }
  if (c.TAX_SIGNING_P12_PATH && c.TAX_SIGNING_P12_BASE64) {
    ctx.addIssue({
      code: 'custom',
      path: ['TAX_SIGNING_P12_PATH'],
      message: 'set TAX_SIGNING_P12_PATH or TAX_SIGNING_P12_BASE64, not both',
    });
  }
  // The GSTIN is the state's code, then the PAN (checked once each is valid on its own).
  const { COMPANY_GSTIN: gstin, COMPANY_STATE: state, COMPANY_PAN: pan } = company;
  if (!gstin || !isGstin(gstin)) return;
  const code = gstin.slice(0, 2);
  if (state && Object.hasOwn(GST_STATE_CODES, state) && GST_STATE_CODES[state] !== code) {
    const named = Object.keys(GST_STATE_CODES).find((name) => GST_STATE_CODES[name] === code) ?? 'no state';
    ctx.addIssue({
      code: 'custom',
      path: ['COMPANY_GSTIN'],
      message: `starts with ${code} (${named}), not COMPANY_STATE's code ${GST_STATE_CODES[state]} (${state})`,
    });
  }
  if (pan && PAN_PATTERN.test(pan) && gstin.slice(2, 12) !== pan) {
    ctx.addIssue({
      code: 'custom',
      path: ['COMPANY_GSTIN'],
      message: `holds the PAN ${gstin.slice(2, 12)}, not COMPANY_PAN (${pan})`,
    });
  }
}
