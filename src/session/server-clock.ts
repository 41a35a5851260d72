import { decodeJwtPayload, isJwtExpired } from '@/shared/jwt/decode-jwt';

/**
 * The server's clock as this computer's sees it: a bearer's `exp` is the server's time, and a computer
 * minutes off (common on shared and managed PCs) would otherwise find every token expired, or none.
 * Learned from each token this page receives (sign-in, renewal): its `iat` is the server's "now" when
 * it was issued (to the second; the answer's trip adds a little, which only renews a little early).
 */
let serverMinusLocalMs = 0;

/** A token just issued by the server: its `iat` sets the offset. */
export function learnServerClock(freshToken: string): void {
  const iat = decodeJwtPayload(freshToken)?.iat;
  if (typeof iat === 'number' && Number.isFinite(iat)) serverMinusLocalMs = iat * 1000 - Date.now();
}

/** The server's time now, in epoch milliseconds (this computer's until a token has been received). */
export function serverNow(): number {
  return Date.now() + serverMinusLocalMs;
}

/** Whether the bearer is past its `exp` on the server's clock. */
export function isBearerExpired(token: string): boolean {
  return isJwtExpired(token, serverNow());
}
