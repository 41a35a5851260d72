import { describe, expect, it } from 'vitest';
import { buildCsv, INVALID_CSV_DATA_MESSAGE, neutraliseFormula, type CsvData } from './build-csv';

const BOM = '\uFEFF';

describe('buildCsv', () => {
  it('writes a byte-order mark, a quoted header and quoted rows separated by CRLF', () => {
    const csv = buildCsv(
      [
        ['Sales Pipeline', 'Client Prospects', 'X'],
        ['Sales Pipeline', 'Clients Declined', ''],
      ],
      { headers: ['Metric Category', 'Metric', 'Prioritized KPIs'] },
    );
    expect(csv).toBe(
      `${BOM}"Metric Category","Metric","Prioritized KPIs"\r\n` +
        '"Sales Pipeline","Client Prospects","X"\r\n' +
        '"Sales Pipeline","Clients Declined",""',
    );
    // The exact bytes: EF BB BF is the UTF-8 byte-order mark, then `"Metric`.
    expect([...new TextEncoder().encode(csv).slice(0, 8)]).toEqual([0xef, 0xbb, 0xbf, 0x22, 0x4d, 0x65, 0x74, 0x72]);
  });

  it('keeps commas, doubled quotes and line breaks inside their field', () => {
    expect(buildCsv([['a, b', 'say "hi"', 'line 1\nline 2', 'end\r\n']], { bom: false })).toBe(
      '"a, b","say ""hi""","line 1\nline 2","end\r\n"',
    );
  });

  it('neutralises cells a spreadsheet would run as a formula, headers included', () => {
    const csv = buildCsv([['=SUM(A1:A9)', '+1', '-2+3', '@cmd', '\t=1', '\r=1', 'a=b', ' =x', -5, 3.5]], {
      bom: false,
      headers: ['=HYPERLINK("http://x")'],
    });
    expect(csv).toBe(
      `"'=HYPERLINK(""http://x"")"\r\n` + `"'=SUM(A1:A9)","'+1","'-2+3","'@cmd","'\t=1","'\r=1","a=b"," =x","-5","3.5"`,
    );
  });

  it('writes empty cells for null and undefined and text for numbers and booleans', () => {
    expect(buildCsv([[null, undefined, 0, true, false, 10n]], { bom: false })).toBe('"","","0","true","false","10"');
  });

  it('omits the byte-order mark when asked', () => {
    expect(buildCsv([['a;b', "it's", 1]], { bom: false })).toBe('"a;b","it\'s","1"');
  });

  it('writes an array of objects with its keys as the header, in order of first appearance', () => {
    expect(
      buildCsv([
        { name: 'Sold Policies', kpi: 'X' },
        { name: 'Decline Ratio', note: 'by, date' },
      ]),
    ).toBe(`${BOM}"name","kpi","note"\r\n"Sold Policies","X",""\r\n"Decline Ratio","","by, date"`);
  });

  it('reads the columns an array of objects is given, in their order', () => {
    const rows = [{ name: 'Weighted Sales', kpi: true, extra: 'ignored' }];
    expect(buildCsv(rows, { bom: false, headers: ['kpi', 'name'] })).toBe('"kpi","name"\r\n"true","Weighted Sales"');
  });

  it('takes a string as CSV text already formed, after the header row when one is given', () => {
    expect(buildCsv('"a","b"\r\n"1","2"')).toBe(`${BOM}"a","b"\r\n"1","2"`);
    expect(buildCsv('"1","2"', { headers: ['a', 'b'] })).toBe(`${BOM}"a","b"\r\n"1","2"`);
    expect(buildCsv('', { bom: false })).toBe('');
  });

  it('writes only the header (or nothing) for an empty array', () => {
    expect(buildCsv([], { headers: ['a', 'b'] })).toBe(`${BOM}"a","b"`);
    expect(buildCsv([])).toBe(BOM);
  });

  it.each<[string, unknown]>([
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['a plain object', { a: 1 }],
    ['an array of strings', ['a', 'b']],
    ['an array of numbers', [1, 2]],
    ['an array mixing arrays and objects', [['a'], { a: 1 }]],
    ['an array holding null', [null]],
  ])('throws the error of R5.6 for %s', (_label, data) => {
    expect(() => buildCsv(data as CsvData)).toThrow(
      new TypeError('Data should be a "String", "Array of arrays" OR "Array of objects"'),
    );
    expect(INVALID_CSV_DATA_MESSAGE).toBe('Data should be a "String", "Array of arrays" OR "Array of objects"');
  });
});

describe('neutraliseFormula', () => {
  it('prefixes a single quote only to text starting with = + - @ tab or carriage return', () => {
    expect(['=1', '+1', '-1', '@a', '\t1', '\r1'].map(neutraliseFormula)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\t1",
      "'\r1",
    ]);
    expect(['1', 'a-b', '', "'=1", '\n=1'].map(neutraliseFormula)).toEqual(['1', 'a-b', '', "'=1", '\n=1']);
  });
});
