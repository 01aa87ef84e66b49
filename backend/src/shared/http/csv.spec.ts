import { csvCell, csvDateIst, csvRupees, toCsv } from './csv.js';

describe('CSV for admin exports', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [true, 'true'],
    ['₹1,499.50', '"₹1,499.50"'],
  ])('writes %p as %p', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', '"\'=HYPERLINK(""http://evil.example"",""x"")"'],
    ['+919800000001', "'+919800000001"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', '"\'\r=1"'],
    ['a=b', 'a=b'],
  ])('defuses a formula: %p becomes %p', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes a header, one line per row, CRLF line ends and a UTF-8 byte-order mark', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (r: { name: string; n: number }) => r.name },
        { header: 'Count', value: (r) => r.n },
      ],
      [
        { name: 'Meera, Iyer', n: 1 },
        { name: '=cmd', n: 2 },
      ],
    );
    expect(csv).toBe('\uFEFFName,Count\r\n"Meera, Iyer",1\r\n\'=cmd,2\r\n');
  });
});

describe('dates in an export', () => {
  it('writes India time, to the minute', () => {
    expect(csvDateIst(new Date('2026-12-01T14:00:00Z'))).toBe('2026-12-01 19:30');
    expect(csvDateIst(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01 01:30');
  });
});

describe('money in an export', () => {
  it.each([
    [149950, '1499.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-1250, '-12.50'],
    [null, ''],
  ])('writes %p paise as %p rupees', (value, expected) => {
    expect(csvRupees(value)).toBe(expected);
  });
});
