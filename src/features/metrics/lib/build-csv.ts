/** A value of one CSV cell; `null` and `undefined` become an empty cell. */
export type CsvCell = string | number | boolean | bigint | null | undefined;

export type CsvData = string | readonly (readonly CsvCell[])[] | readonly Readonly<Record<string, CsvCell>>[];

export const INVALID_CSV_DATA_MESSAGE = 'Data should be a "String", "Array of arrays" OR "Array of objects"';

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Characters with which a spreadsheet program starts a formula (tab and carriage return it strips
 * first). OWASP "CSV Injection": prefix such a text cell with a single quote so it is read as text.
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) ? `'${text}` : text;
}

/** Every field in double quotes, quotes doubled inside; a number is never touched (-5 stays -5). */
function field(value: CsvCell): string {
  const text =
    value === null || value === undefined ? '' : typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

const record = (cells: readonly CsvCell[]) => cells.map(field).join(',');

function isPlainObject(value: unknown): value is Record<string, CsvCell> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The rows of the data; an array of objects gives its keys (first appearance order) as the header. */
function rowsOf(data: CsvData, headers: readonly string[]): { header: readonly string[]; rows: string[] } {
  if (typeof data === 'string') return { header: headers, rows: data === '' && headers.length ? [] : [data] };
  if (data.every((row) => Array.isArray(row))) return { header: headers, rows: data.map(record) };
  if (data.every(isPlainObject)) {
    const keys = headers.length ? headers : [...new Set(data.flatMap((row) => Object.keys(row)))];
    return { header: keys, rows: data.map((row) => record(keys.map((key) => row[key]))) };
  }
  throw new TypeError(INVALID_CSV_DATA_MESSAGE);
}

/**
 * CSV as R9.7 gives it: comma separated, every field enclosed in double quotes, CRLF between
 * records (RFC 4180), a UTF-8 byte-order mark by default, and formula cells neutralised. `data` is a
 * string (CSV text already formed), an array of arrays or an array of objects (R5.6);
 * anything else throws INVALID_CSV_DATA_MESSAGE.
 */
export function buildCsv(
  data: CsvData,
  { headers = [], bom = true }: { headers?: readonly string[]; bom?: boolean } = {},
) {
  if (typeof data !== 'string' && !Array.isArray(data)) throw new TypeError(INVALID_CSV_DATA_MESSAGE);
  const { header, rows } = rowsOf(data, headers);
  const records = header.length ? [record(header), ...rows] : rows;
  return (bom ? BYTE_ORDER_MARK : '') + records.join('\r\n');
}
