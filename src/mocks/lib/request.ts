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

/**
 * The header the HTTP mock server (server/http-server.ts) puts the client's network address in, after
 * dropping any a client sent. In the browser and in Vitest there is one client, `local`.
 */
export const MOCK_CLIENT_HEADER = 'x-mock-client-address';

/** Who is calling, for the per-client throttles (contract: "Abuse controls"). */
export function clientAddressOf(request: Request): string {
  return request.headers.get(MOCK_CLIENT_HEADER) ?? 'local';
}
