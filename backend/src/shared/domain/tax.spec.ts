import { paise, type Paise } from '@ticketsetu/contracts/money';
import { INDIAN_STATES } from '@ticketsetu/contracts/rules';
import {
  financialYearBounds,
  financialYearOf,
  GST_STATE_CODES,
  gstinCheckCharacter,
  feeWithGst,
  gstOfFee,
  gstStateCode,
  isGstin,
  isInvoiceNumber,
  isPan,
  istDateOf,
  panHolderMayBeExempt,
  PLACE_OF_SUPPLY_BASES,
  PLACE_OF_SUPPLY_HEAD,
  PLACE_OF_SUPPLY_HEADS,
  placeOfSupply,
  ratesOn,
  stateTaxHead,
  TAX_RATES,
  tdsLawOn,
  tdsOnSale,
} from '@ticketsetu/contracts/tax';

const p = (n: number): Paise => paise(n);
const LAKH = 100_000 * 100; // ₹1,00,000 in paise

/** The one tax module (contracts/tax.js, ADR 46), shared by the server and the browser. */
describe('the dated rate table', () => {
  it('runs oldest first, in whole basis points and paise, from 1 April 2021', () => {
    expect(TAX_RATES[0]!.from).toBe('2021-04-01');
    const froms = TAX_RATES.map((row) => row.from);
    expect(froms).toEqual([...froms].sort());
    expect(new Set(froms).size).toBe(froms.length);
    for (const row of TAX_RATES) {
      expect(row.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const value of [row.gstBasisPoints, row.tdsBasisPoints, row.tdsNoPanBasisPoints, row.tdsExemptGrossPaise]) {
        expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
      }
      expect(Object.isFrozen(row)).toBe(true);
    }
    expect(Object.isFrozen(TAX_RATES)).toBe(true);
  });

  it.each([
    // date (an IST calendar date, or an instant), GST, TDS with a PAN, without
    ['2021-04-01', 1800, 100, 500],
    ['2024-09-30', 1800, 100, 500],
    ['2024-10-01', 1800, 10, 500],
    ['2026-11-27', 1800, 10, 500],
    [new Date('2024-09-30T18:29:59.999Z'), 1800, 100, 500], // 30 Sep 23:59:59.999 IST
    [new Date('2024-09-30T18:30:00.000Z'), 1800, 10, 500], // 1 Oct 00:00 IST, still 30 Sep in UTC
    [new Date('2026-04-01T00:00:00.000Z'), 1800, 10, 500],
  ])('on %s: GST %i, TDS %i with a PAN and %i without (basis points)', (date, gst, tds, noPan) => {
    expect(ratesOn(date)).toMatchObject({
      gstBasisPoints: gst,
      tdsBasisPoints: tds,
      tdsNoPanBasisPoints: noPan,
      tdsExemptGrossPaise: 5 * LAKH,
    });
  });

  it.each([
    // date, what TDS withheld on it is under: the 1961 Act to 31 March 2026, the 2025 Act from 1 April 2026
    ['2021-04-01', 'section 194-O of the Income-tax Act, 1961', 'section 206AA of the Income-tax Act, 1961'],
    ['2026-03-31', 'section 194-O of the Income-tax Act, 1961', 'section 206AA of the Income-tax Act, 1961'],
    [
      new Date('2026-03-31T18:29:59.999Z'),
      'section 194-O of the Income-tax Act, 1961',
      'section 206AA of the Income-tax Act, 1961',
    ],
    [
      new Date('2026-03-31T18:30:00.000Z'), // 1 April 2026 00:00 IST
      'section 393(1) [Table: Sl. No. 8(v)] of the Income-tax Act, 2025',
      'section 397(2) of the Income-tax Act, 2025',
    ],
    [
      '2026-11-27',
      'section 393(1) [Table: Sl. No. 8(v)] of the Income-tax Act, 2025',
      'section 397(2) of the Income-tax Act, 2025',
    ],
  ])('cites the law in force for TDS withheld on %s: %s (%s without a PAN)', (date, section, noPan) => {
    expect(tdsLawOn(date)).toEqual({ act: section.replace(/^.* of the /, ''), section, noPan });
  });

  it('kept the rates when the Income-tax Act, 2025 replaced the 1961 Act', () => {
    const [, lastOf1961, firstOf2025] = TAX_RATES;
    expect(firstOf2025!.from).toBe('2026-04-01');
    const { tdsLaw: _old, from: _a, ...ratesOf1961 } = lastOf1961!;
    const { tdsLaw: _new, from: _b, ...ratesOf2025 } = firstOf2025!;
    expect(ratesOf2025).toEqual(ratesOf1961);
  });

  it('has no rates before its first row, and refuses what is not a date', () => {
    expect(() => ratesOn('2021-03-31')).toThrow(RangeError);
    expect(() => ratesOn(new Date('2021-03-31T18:29:59.999Z'))).toThrow(RangeError);
    expect(ratesOn(new Date('2021-03-31T18:30:00.000Z')).from).toBe('2021-04-01');
    for (const bad of ['2024-02-30', '2024-13-01', '1 Oct 2024', '2024-10-01T00:00:00Z', '']) {
      expect(() => ratesOn(bad)).toThrow(RangeError);
    }
    expect(() => ratesOn(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('the financial year in IST', () => {
  it.each([
    // instant, its date in India, its financial year
    ['2026-03-31T18:29:59.999Z', '2026-03-31', '2025-26'], // 31 Mar 23:59:59.999 IST
    ['2026-03-31T18:30:00.000Z', '2026-04-01', '2026-27'], // 1 Apr 00:00 IST (still 31 Mar in UTC)
    ['2026-11-27T09:33:05.000Z', '2026-11-27', '2026-27'],
    ['2026-12-31T18:30:00.000Z', '2027-01-01', '2026-27'],
    ['2027-03-31T18:29:59.999Z', '2027-03-31', '2026-27'],
    ['2099-04-01T00:00:00.000Z', '2099-04-01', '2099-00'],
  ])('%s is %s in India, financial year %s', (instant, date, year) => {
    expect(istDateOf(new Date(instant))).toBe(date);
    expect(financialYearOf(new Date(instant))).toBe(year);
    expect(financialYearOf(date)).toBe(year);
  });

  it('starts at 1 April 00:00 IST and ends where the next one starts', () => {
    const { start, end } = financialYearBounds('2026-27');
    expect(start.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(end.toISOString()).toBe('2027-03-31T18:30:00.000Z');
    expect(financialYearOf(start)).toBe('2026-27');
    expect(financialYearOf(new Date(start.getTime() - 1))).toBe('2025-26');
    expect(financialYearOf(new Date(end.getTime() - 1))).toBe('2026-27');
    expect(financialYearOf(end)).toBe('2027-28');
    expect(financialYearBounds('2099-00').end.toISOString()).toBe('2100-03-31T18:30:00.000Z');
  });

  it('refuses a label that is not a financial year', () => {
    for (const bad of ['2026-28', '2026', '26-27', '2026-2027', '2026/27']) {
      expect(() => financialYearBounds(bad)).toThrow(RangeError);
    }
  });
});

describe('states and their GST codes', () => {
  it('has a code for each of the 36 states and union territories the address form offers, and no other', () => {
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual([...INDIAN_STATES].sort());
    const codes = Object.values(GST_STATE_CODES);
    expect(new Set(codes).size).toBe(36);
    for (const code of codes) expect(code).toMatch(/^(0[1-9]|[1-3][0-9])$/);
  });

  it.each([
    ['Karnataka', '29', 'SGST'],
    ['Maharashtra', '27', 'SGST'],
    ['Delhi', '07', 'SGST'],
    ['Jammu and Kashmir', '01', 'SGST'],
    ['Puducherry', '34', 'SGST'],
    ['Andhra Pradesh', '37', 'SGST'],
    ['Telangana', '36', 'SGST'],
    ['Ladakh', '38', 'UTGST'],
    ['Dadra and Nagar Haveli and Daman and Diu', '26', 'UTGST'],
    ['Chandigarh', '04', 'UTGST'],
    ['Lakshadweep', '31', 'UTGST'],
    ['Andaman and Nicobar Islands', '35', 'UTGST'],
  ])('%s is %s, and its half beside CGST is %s', (state, code, head) => {
    expect(gstStateCode(state)).toBe(code);
    expect(stateTaxHead(state)).toBe(head);
  });

  it('refuses a name that is not a state, spelled otherwise or not at all', () => {
    for (const bad of ['karnataka', 'Bangalore', 'Orissa', 'toString', '', null]) {
      expect(() => gstStateCode(bad as string)).toThrow(RangeError);
    }
  });

  it('places a fee by the recipient’s address on record (IGST s.12(2)(b)), else at the supplier’s location', () => {
    expect(PLACE_OF_SUPPLY_HEAD).toBe('recipient-address');
    const supplierState = 'Karnataka';
    expect(placeOfSupply({ supplierState, recipientState: 'Maharashtra' })).toEqual({
      state: 'Maharashtra',
      basis: 'recipient-address',
    });
    expect(placeOfSupply({ supplierState, recipientState: 'Karnataka' })).toEqual({
      state: 'Karnataka',
      basis: 'recipient-address',
    });
    for (const recipientState of [null, undefined]) {
      expect(placeOfSupply({ supplierState, recipientState })).toEqual({
        state: 'Karnataka',
        basis: 'supplier-location',
      });
    }
    // The event's state does not count under s.12(2)(b).
    expect(placeOfSupply({ supplierState, recipientState: null, eventState: 'Goa' }).state).toBe('Karnataka');
    expect(() => placeOfSupply({ supplierState, recipientState: 'Mumbai' })).toThrow(RangeError);
    expect(() => placeOfSupply({ supplierState: 'Bengaluru', recipientState: 'Karnataka' })).toThrow(RangeError);
  });

  it('places a fee where the event is held when the adviser flips the head to s.12(6), and never guesses that state', () => {
    const parties = { supplierState: 'Karnataka', recipientState: 'Maharashtra', eventState: 'Goa' };
    expect(PLACE_OF_SUPPLY_HEADS).toEqual(['recipient-address', 'event-location']);
    expect(placeOfSupply(parties, 'event-location')).toEqual({ state: 'Goa', basis: 'event-location' });
    // Under s.12(6) the recipient's address does not count, nor does its absence.
    expect(placeOfSupply({ ...parties, recipientState: null }, 'event-location')).toEqual({
      state: 'Goa',
      basis: 'event-location',
    });
    expect(placeOfSupply({ ...parties, eventState: 'Karnataka' }, 'event-location').state).toBe('Karnataka');
    expect(() => placeOfSupply({ ...parties, eventState: null }, 'event-location')).toThrow(/event's state is needed/);
    expect(() => placeOfSupply({ ...parties, eventState: 'Panaji' }, 'event-location')).toThrow(RangeError);
    expect(() => placeOfSupply(parties, 's.12(7)' as 'event-location')).toThrow(RangeError);
    expect(Object.keys(PLACE_OF_SUPPLY_BASES).sort()).toEqual([
      'event-location',
      'recipient-address',
      'supplier-location',
    ]);
  });
});

describe('GST inside a platform fee', () => {
  const today = '2026-11-27';
  const inKarnataka = { supplierState: 'Karnataka', placeOfSupply: 'Karnataka' };
  const toMaharashtra = { supplierState: 'Karnataka', placeOfSupply: 'Maharashtra' };

  it.each([
    // fee, tax (fee × 18/118, half-up), cgst, sgst: the odd paisa goes to CGST
    [0, 0, 0, 0],
    [1, 0, 0, 0], // 0.15 -> 0
    [3, 0, 0, 0], // 0.46 -> 0
    [4, 1, 1, 0], // 0.61 -> 1: the odd paisa to CGST
    [118, 18, 9, 9],
    [1_180, 180, 90, 90],
    [11_800, 1_800, 900, 900],
    [14_995, 2_287, 1_144, 1_143], // 2287.37 -> 2287
    [7_498, 1_144, 572, 572], // 1143.76 -> 1144
    [100, 15, 8, 7], // 15.25 -> 15
    [101, 15, 8, 7], // 15.41 -> 15
    [102, 16, 8, 8], // 15.56 -> 16
    [600_000_000, 91_525_424, 45_762_712, 45_762_712], // 6 tickets at ₹10,00,000 and a 100 % fee: 91525423.7 -> 91525424
  ])('a fee of %i paise within the state holds %i of tax: CGST %i + SGST %i', (fee, tax, cgst, sgst) => {
    expect(feeWithGst(p(fee), today)).toEqual({ fee: fee - tax, gst: tax, total: fee });
    expect(gstOfFee(p(fee), inKarnataka, today)).toEqual({
      placeOfSupply: 'Karnataka',
      interState: false,
      rateBasisPoints: 1800,
      taxable: fee - tax,
      cgst,
      sgst,
      igst: 0,
      tax,
      total: fee,
    });
  });

  it('is all IGST across states, the same tax in one head', () => {
    expect(gstOfFee(p(14_995), toMaharashtra, today)).toEqual({
      placeOfSupply: 'Maharashtra',
      interState: true,
      rateBasisPoints: 1800,
      taxable: 12_708,
      cgst: 0,
      sgst: 0,
      igst: 2_287,
      tax: 2_287,
      total: 14_995,
    });
  });

  it('is CGST + UTGST-sized halves in a Union territory the supplier is in', () => {
    expect(gstOfFee(p(1_180), { supplierState: 'Chandigarh', placeOfSupply: 'Chandigarh' }, today)).toMatchObject({
      interState: false,
      cgst: 90,
      sgst: 90,
      igst: 0,
    });
    expect(stateTaxHead('Chandigarh')).toBe('UTGST');
  });

  it('refuses what is not a fee, a state or a date with rates', () => {
    expect(() => gstOfFee(1.5 as Paise, inKarnataka, today)).toThrow(RangeError);
    expect(() => gstOfFee(-1 as Paise, inKarnataka, today)).toThrow(RangeError);
    expect(() => gstOfFee(p(100), { supplierState: 'Karnataka', placeOfSupply: 'Bombay' }, today)).toThrow(RangeError);
    expect(() => gstOfFee(p(100), { supplierState: 'Karnataka' } as typeof inKarnataka, today)).toThrow(RangeError);
    expect(() => gstOfFee(p(100), inKarnataka, '2020-01-01')).toThrow(RangeError);
    expect(() => gstOfFee(p(Number.MAX_SAFE_INTEGER), inKarnataka, today)).toThrow(RangeError);
  });

  it('adds up to the fee for every fee from 0 to ₹1,000, within and across states', () => {
    for (let fee = 0; fee <= 100_000; fee++) {
      const intra = gstOfFee(p(fee), inKarnataka, today);
      const inter = gstOfFee(p(fee), toMaharashtra, today);
      // Exactly 18/118 of the fee, to the nearest paisa.
      const exact = (fee * 18) / 118;
      if (Math.abs(intra.tax - exact) > 0.5 || intra.taxable + intra.cgst + intra.sgst !== fee) {
        throw new Error(`fee ${fee}: ${JSON.stringify(intra)}`);
      }
      if (intra.cgst - intra.sgst !== intra.tax % 2 || intra.igst !== 0) {
        throw new Error(`fee ${fee}: halves ${JSON.stringify(intra)}`);
      }
      if (inter.taxable + inter.igst !== fee || inter.tax !== intra.tax || inter.cgst + inter.sgst !== 0) {
        throw new Error(`fee ${fee}: ${JSON.stringify(inter)}`);
      }
      // The tax is within a paisa of 18 % of the taxable value (exactly that is impossible for some fees).
      if (Math.abs(intra.tax - intra.taxable * 0.18) > 0.6) throw new Error(`fee ${fee}: ${JSON.stringify(intra)}`);
    }
  });
});

describe('TDS on a seller’s sale', () => {
  const before = '2024-09-30';
  const after = '2024-10-01';
  const individual = 'ABCPS1234K';

  it.each([
    // gross, running gross before, PAN (an individual's, or none), date, rule, rate, base, tds
    [p(100_000), 0, individual, after, 'exempt', 0, 0, 0],
    [p(5 * LAKH), 0, individual, after, 'exempt', 0, 0, 0], // exactly ₹5,00,000 does not exceed it
    [p(1), 5 * LAKH - 1, individual, after, 'exempt', 0, 0, 0],
    // The sale that takes the year past ₹5,00,000: the rate on the year's whole gross (earlier sales were paid in full).
    [p(1), 5 * LAKH, individual, after, 'with-pan', 10, 5 * LAKH + 1, 50_000], // 50000.001 -> 50000: ₹500
    [p(2 * LAKH), 4 * LAKH, individual, after, 'with-pan', 10, 6 * LAKH, 60_000], // ₹600
    [p(2 * LAKH), 4 * LAKH, individual, before, 'with-pan', 100, 6 * LAKH, 600_000], // ₹6,000
    // Once past it: the rate on each sale.
    [p(149_950), 6 * LAKH, individual, after, 'with-pan', 10, 149_950, 150], // 149.95 -> 150
    [p(149_950), 6 * LAKH, individual, before, 'with-pan', 100, 149_950, 1_500], // 1499.5 -> 1500
    [p(14_999), 6 * LAKH, individual, after, 'with-pan', 10, 14_999, 15], // 14.999 -> 15
    [p(14_949), 6 * LAKH, individual, after, 'with-pan', 10, 14_949, 15], // 14.949 -> 15
    [p(14_940), 6 * LAKH, individual, after, 'with-pan', 10, 14_940, 15], // 14.94 -> 15
    [p(4), 6 * LAKH, individual, after, 'with-pan', 10, 4, 0], // 0.004 -> 0
    [p(0), 6 * LAKH, individual, after, 'with-pan', 10, 0, 0],
    // No PAN: 5 % of every sale, no exemption.
    [p(100_000), 0, null, after, 'without-pan', 500, 100_000, 5_000],
    [p(149_950), 0, null, before, 'without-pan', 500, 149_950, 7_498], // 7497.5 -> 7498
    [p(149_950), 6 * LAKH, null, after, 'without-pan', 500, 149_950, 7_498],
    [p(600_000_000), 0, null, after, 'without-pan', 500, 600_000_000, 30_000_000],
  ])(
    'a sale of %i paise after %i this year, PAN %s, on %s: %s at %i bp of %i = %i paise',
    (gross, runningGrossBefore, pan, date, rule, rateBasisPoints, base, tds) => {
      expect(tdsOnSale({ gross, runningGrossBefore: p(runningGrossBefore), pan }, date)).toEqual({
        rule,
        rateBasisPoints,
        base,
        tds,
      });
    },
  );

  it.each([
    // PAN, its holder (the fourth character), whether ₹1,000.00 sold first in the year is exempt
    ['ABCPS1234K', 'an individual', true],
    ['AAAHS1234K', 'a Hindu undivided family', true],
    ['AAAFS1234K', 'a firm', false],
    ['AAACS1234K', 'a company', false],
    ['AAATS1234K', 'a trust', false],
    ['AAAAS1234K', 'an association of persons', false],
    ['AAABS1234K', 'a body of individuals', false],
    ['AAAES1234K', 'a limited liability partnership', false],
    ['AAAGS1234K', 'a government', false],
    ['AAAJS1234K', 'an artificial juridical person', false],
    ['AAALS1234K', 'a local authority', false],
  ])('a PAN %s (%s): exempt within ₹5 lakh only when an individual or HUF (s.194-O(2))', (pan, _holder, exempt) => {
    expect(panHolderMayBeExempt(pan)).toBe(exempt);
    const first = tdsOnSale({ gross: p(100_000), pan }, '2026-11-27');
    expect(first).toEqual(
      exempt
        ? { rule: 'exempt', rateBasisPoints: 0, base: 0, tds: 0 }
        : { rule: 'with-pan', rateBasisPoints: 10, base: 100_000, tds: 100 }, // 0.1 % of ₹1,000.00 from the first rupee
    );
    // Past ₹5 lakh a firm pays on the sale alone (its earlier sales were deducted from); an individual on the whole year.
    expect(tdsOnSale({ gross: p(2 * LAKH), runningGrossBefore: p(4 * LAKH), pan }, '2026-11-27')).toMatchObject({
      base: exempt ? 6 * LAKH : 2 * LAKH,
    });
  });

  it('deducts on the whole year once, on the crossing sale, across a run of sales', () => {
    let running = 0;
    let deducted = 0;
    for (let i = 0; i < 12; i++) {
      const gross = p(60_000 * 100); // ₹60,000 a sale: the ninth takes the year to ₹5,40,000
      const { tds } = tdsOnSale({ gross, runningGrossBefore: p(running), pan: individual }, '2026-11-27');
      running += gross;
      deducted += tds;
      expect(tds).toBe(i < 8 ? 0 : i === 8 ? 54_000 : 6_000);
    }
    expect(deducted).toBe(running / 1000); // 0.1 % of the year's ₹7,20,000
  });

  it('refuses what is not an amount, a PAN or none, or a date with rates', () => {
    expect(() => tdsOnSale({ gross: 1.5 as Paise, pan: individual }, after)).toThrow(RangeError);
    expect(() => tdsOnSale({ gross: p(100), runningGrossBefore: -1 as Paise, pan: individual }, after)).toThrow(
      RangeError,
    );
    for (const bad of ['abcps1234k', 'ABCPS1234', true, undefined]) {
      expect(() => tdsOnSale({ gross: p(100), pan: bad as string }, after)).toThrow(TypeError);
    }
    expect(() => panHolderMayBeExempt('ABC')).toThrow(TypeError);
    expect(() => tdsOnSale({ gross: p(100), pan: individual }, '2021-03-31')).toThrow(RangeError);
    expect(() => tdsOnSale({ gross: p(Number.MAX_SAFE_INTEGER), pan: null }, after)).toThrow(RangeError);
  });
});

describe('PAN, GSTIN and invoice numbers', () => {
  it.each([
    ['AABCT0000C', true],
    ['ABCDE1234F', true],
    ['abcde1234f', false],
    ['ABCD1234F', false],
    ['ABCDE12345', false],
    ['ABCDE1234FG', false],
  ])('%s is a PAN: %s', (text, ok) => {
    expect(isPan(text)).toBe(ok);
  });

  it.each([
    // Two published GSTINs (an advance ruling's applicant, a validator's example) and our demo one
    ['27AAACY5779P1ZB', true],
    ['27AAPFU0939F1ZV', true],
    ['29AABCT0000C1Z6', true],
    ['27AAACY5779P1ZC', false], // a wrong check character
    ['27AAACY5779P1Z8', false],
    ['72AAACY5779P1ZB', false], // two digits swapped
    ['27AAACY5779P1YB', false], // the 14th is always Z
    ['27AAACY5779P0ZB', false], // registrations are numbered from 1
    ['27aaacy5779p1zb', false],
    ['27AAACY5779P1Z', false],
  ])('%s is a GSTIN: %s', (text, ok) => {
    expect(isGstin(text)).toBe(ok);
  });

  it('computes the check character from the first 14, and refuses anything else', () => {
    expect(gstinCheckCharacter('27AAACY5779P1Z')).toBe('B');
    expect(gstinCheckCharacter('29AABCT0000C1Z')).toBe('6');
    expect(() => gstinCheckCharacter('27AAACY5779P1')).toThrow(RangeError);
    expect(() => gstinCheckCharacter('27aaacy5779p1z')).toThrow(RangeError);
  });

  it.each([
    ['TS/2026-27/00001', true],
    ['INV-000001', true],
    ['TS/2026-27/000001', false], // 17 characters
    ['TS 2026', false],
    ['TS#1', false],
    ['', false],
  ])('%s may number a tax invoice: %s', (text, ok) => {
    expect(isInvoiceNumber(text)).toBe(ok);
  });
});
