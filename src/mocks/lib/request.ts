/**
 * Reading requests. Bodies are never read leniently here: the request gate (contract/request-gate.ts)
 * has validated them against the contract before any handler runs.
 */

/** The bearer token of the Authorization header, or null. */
export function bearerTokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
