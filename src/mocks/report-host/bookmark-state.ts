/**
 * The state a captured bookmark carries. The real service returns an opaque base64 string; the mock's
 * is base64 JSON of what it can restore (the page and the selected data point), tied to its report so
 * a state captured on another report is refused as the service refuses it.
 */
export interface HostViewState {
  reportId: string;
  page: string;
  selection: string | null;
}

export function encodeViewState(state: HostViewState): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ v: 1, ...state }));
  return btoa(String.fromCharCode(...bytes));
}

/** The state, or null when it is not one this host captured for `reportId`. */
export function decodeViewState(encoded: string, reportId: string): HostViewState | null {
  try {
    const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
    const value = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    if (value.v !== 1 || value.reportId !== reportId || typeof value.page !== 'string') return null;
    const selection = typeof value.selection === 'string' ? value.selection : null;
    return { reportId, page: value.page, selection };
  } catch {
    return null;
  }
}
