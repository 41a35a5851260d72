/**
 * The state a captured bookmark carries. The real service returns an opaque base64 string and refuses
 * one it did not issue; the mock's is base64 JSON of what it can restore (the page, the selected data
 * point, the slicers' filters, a drill-through and where it came from), tied to its report, and sealed
 * with a keyed checksum, so a state edited or made up outside the host (a forged month, another
 * report's state) is refused by the host's `applyState` and by the export, as the service refuses it.
 * Synchronous on purpose: the SDK's `capture` is answered at once and stories build states inline.
 */

/** A slicer's filter: the column and the values kept (the visuals show only those). */
export type PageFilters = Record<string, string[]>;

/** A drill-through: the page drilled from and the data point's category it filters the target on. */
export interface DrillThrough {
  from: string;
  column: string;
  equals: string;
}

export interface HostViewState {
  reportId: string;
  page: string;
  selection: string | null;
  filters?: PageFilters;
  drill?: DrillThrough;
}

/** The mock service's key: in src/mocks only, never in a production build. Not a secret. */
const STATE_KEY = 'carrier-portal-mock-report-service-bookmark-key';

/** FNV-1a over key and text, twice with different seeds: a mock's integrity seal, not cryptography. */
function seal(text: string): string {
  const hash = (seed: number) => {
    let value = seed;
    for (const char of `${STATE_KEY}|${text}`) {
      value ^= char.codePointAt(0) ?? 0;
      value = Math.imul(value, 0x01000193) >>> 0;
    }
    return value.toString(16).padStart(8, '0');
  };
  return hash(0x811c9dc5) + hash(0x01234567);
}

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));

export function encodeViewState(state: HostViewState): string {
  const json = JSON.stringify({ v: 2, ...state });
  return toBase64(JSON.stringify({ json, seal: seal(json) }));
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function filtersOf(value: unknown): PageFilters | undefined {
  if (value === undefined || value === null || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string[]] => isStrings(entry[1]));
  return Object.fromEntries(entries);
}

function drillOf(value: unknown): DrillThrough | undefined {
  const drill = value as Partial<DrillThrough> | undefined;
  return typeof drill?.from === 'string' && typeof drill.column === 'string' && typeof drill.equals === 'string'
    ? { from: drill.from, column: drill.column, equals: drill.equals }
    : undefined;
}

/** The state, or null when it is not one this host issued for `reportId`. */
export function decodeViewState(encoded: string, reportId: string): HostViewState | null {
  try {
    const sealed = JSON.parse(fromBase64(encoded)) as { json?: unknown; seal?: unknown };
    if (typeof sealed.json !== 'string' || sealed.seal !== seal(sealed.json)) return null;
    const value = JSON.parse(sealed.json) as Record<string, unknown>;
    if (value.v !== 2 || value.reportId !== reportId || typeof value.page !== 'string') return null;
    const selection = typeof value.selection === 'string' ? value.selection : null;
    const filters = filtersOf(value.filters);
    const drill = drillOf(value.drill);
    return { reportId, page: value.page, selection, ...(filters && { filters }), ...(drill && { drill }) };
  } catch {
    return null;
  }
}
