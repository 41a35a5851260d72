/** A value of one CSV cell; `null` and `undefined` become an empty cell. */
export type CsvCell = string | number | boolean | bigint | null | undefined;

/** Column of an array-of-objects export: the object key to read and the header to write. */
export type CsvColumn = { key: string; label: string };

export type CsvData = string | readonly (readonly CsvCell[])[] | readonly Readonly<Record<string, CsvCell>>[];

export interface CsvOptions {
  /** Field separator. @default ',' */
  separator?: string;
  /** Character every field is enclosed in; inside a field it is doubled. @default '"' */
  quote?: string;
  /** Start with a UTF-8 byte-order mark, so spreadsheet programs read the file as UTF-8. @default true */
  bom?: boolean;
  /**
   * Header row. For an array of arrays or a string: the labels written first. For an array of objects:
   * the keys to read (each also its label) or `{ key, label }` columns, in order; without it, every key
   * found in the objects, in order of first appearance.
   */
  headers?: readonly (string | CsvColumn)[];
}

export const INVALID_CSV_DATA_MESSAGE = 'Data should be a "String", "Array of arrays" OR "Array of objects"';

const BYTE_ORDER_MARK = '\uFEFF';
/** RFC 4180 ends records with CRLF; line breaks inside a quoted field are kept as they are. */
const RECORD_SEPARATOR = '\r\n';

/**
 * Characters with which a spreadsheet program starts a formula (or, for tab and carriage return,
 * which it strips before finding one). OWASP "CSV Injection" guidance: prefix such a cell with a
 * single quote so it is read as text, and enclose every cell in quotes.
 * https://owasp.org/www-community/attacks/CSV_Injection
 */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * Neutralises a text cell a spreadsheet would run as a formula by prefixing a single quote.
 * Only text is touched: a number cannot carry a formula, and `-5` must stay the number -5.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) ? `'${text}` : text;
}

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return neutraliseFormula(value);
  return String(value);
}

function isPlainObject(value: unknown): value is Record<string, CsvCell> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isArrayOfArrays(data: readonly unknown[]): data is readonly (readonly CsvCell[])[] {
  return data.every((row) => Array.isArray(row));
}

function isArrayOfObjects(data: readonly unknown[]): data is readonly Record<string, CsvCell>[] {
  return data.every(isPlainObject);
}

function toColumns(headers: readonly (string | CsvColumn)[]): CsvColumn[] {
  return headers.map((header) => (typeof header === 'string' ? { key: header, label: header } : header));
}

function keysInOrder(rows: readonly Record<string, CsvCell>[]): CsvColumn[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [...keys].map((key) => ({ key, label: key }));
}

function headerLabels(headers: readonly (string | CsvColumn)[] | undefined): string[] | null {
  return headers && headers.length > 0 ? toColumns(headers).map((column) => column.label) : null;
}

/**
 * Builds CSV text from a string, an array of arrays or an array of objects (spec section 5) and throws
 * `INVALID_CSV_DATA_MESSAGE` for anything else.
 *
 * Every field of a row is enclosed in `quote`, with `quote` doubled inside it (so separators, quotes and
 * line breaks in a value stay in their cell), and text cells that start a formula are neutralised
 * (see `neutraliseFormula`). A string is taken as CSV text already formed: it is written as it is,
 * after the header row when `headers` is given.
 */
export function buildCsv(data: CsvData, options: CsvOptions = {}): string {
  const { separator = ',', quote = '"', bom = true, headers } = options;
  const field = (value: CsvCell) =>
    `${quote}${cellText(value)
      .split(quote)
      .join(quote + quote)}${quote}`;
  const record = (cells: readonly CsvCell[]) => cells.map(field).join(separator);

  let records: string[];
  if (typeof data === 'string') {
    const labels = headerLabels(headers);
    records = labels ? [record(labels), data] : [data];
  } else if (Array.isArray(data) && isArrayOfArrays(data)) {
    const labels = headerLabels(headers);
    records = [...(labels ? [record(labels)] : []), ...data.map(record)];
  } else if (Array.isArray(data) && isArrayOfObjects(data)) {
    const columns = headers && headers.length > 0 ? toColumns(headers) : keysInOrder(data);
    records = [
      ...(columns.length > 0 ? [record(columns.map((column) => column.label))] : []),
      ...data.map((row) => record(columns.map((column) => row[column.key]))),
    ];
  } else {
    throw new TypeError(INVALID_CSV_DATA_MESSAGE);
  }
  return (bom ? BYTE_ORDER_MARK : '') + records.join(RECORD_SEPARATOR);
}
