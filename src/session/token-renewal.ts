import { ApiError } from '@/api/api-error';
import { apiClient, unwrap } from '@/api/client';
import { decodeJwtPayload } from '@/shared/jwt/decode-jwt';
import { serverNow } from './server-clock';
import { useSessionStore } from './session-store';
import { readStoredUserInfo, storeAccessToken } from './stored-user-info';
import { userFromToken } from '@/shared/user/user';

/**
 * The portal's bearer lives 15 minutes (contract: "Sessions and revocation"); the session behind it
 * (the HttpOnly `oa_session` cookie) lives on. The bearer is renewed this long before its `exp`, so
 * no call ever goes out with an expired one while the page runs.
 */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;
/**
 * After a renewal that could not get through (network, 5xx, the server's 429), the next try; and the
 * least time between two renewals whatever the clocks say, so nothing can make them loop.
 */
export const RENEWAL_RETRY_MS = 30_000;

export type RenewalOutcome = 'renewed' | 'rejected' | 'failed';

let running: Promise<RenewalOutcome> | null = null;
/** When this page last asked for a renewal (its own clock: only differences are taken). */
let lastAskedAt = Number.NEGATIVE_INFINITY;

/**
 * `POST /get-token` with the session cookie (the browser sends it; the stored bearer may have
 * expired, which the server ignores when the cookie is valid). The new token is stored where the old
 * one was, only while the same user's record is still there: a renewal answered after a sign-out or
 * another person's sign-in writes nothing. 'rejected': the server answered 401 (the session ended).
 * Concurrent callers share one call.
 */
export function renewAccessToken(): Promise<RenewalOutcome> {
  running ??= (async (): Promise<RenewalOutcome> => {
    lastAskedAt = Date.now();
    const before = readStoredUserInfo()?.username;
    try {
      const { accessToken } = await unwrap(apiClient.POST('/get-token'));
      const renewedFor = userFromToken(accessToken)?.username;
      if (!before || renewedFor !== before || readStoredUserInfo()?.username !== before) return 'failed';
      storeAccessToken(accessToken);
      return 'renewed';
    } catch (error) {
      return error instanceof ApiError && error.status === 401 ? 'rejected' : 'failed';
    }
  })().finally(() => (running = null));
  return running;
}

/**
 * Milliseconds until the stored bearer is due for renewal (0: now), or null when none is stored: its
 * `exp` on the server's clock (server-clock.ts), and never sooner than RENEWAL_RETRY_MS after the last.
 */
export function msUntilRenewalDue(): number | null {
  const token = readStoredUserInfo()?.accessToken;
  const exp = token ? decodeJwtPayload(token)?.exp : undefined;
  if (typeof exp !== 'number') return null;
  const sinceLastAsked = Date.now() - lastAskedAt;
  return Math.max(0, exp * 1000 - RENEW_BEFORE_EXPIRY_MS - serverNow(), RENEWAL_RETRY_MS - sinceLastAsked);
}

/**
 * Keeps the signed-in tab's bearer fresh: a timer scheduled from its `exp`, and a check whenever the
 * tab comes back (visible, focused, restored from the back/forward cache), since timers of a hidden or
 * frozen tab may not have run. A renewal the server refuses (401) ends the session the way any 401
 * does (`onRejected`); one that did not get through is tried again shortly. Returns the stop function.
 */
export function keepAccessTokenFresh(onRejected: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delayMs: number | null) => {
    clearTimeout(timer);
    timer = delayMs === null ? undefined : setTimeout(() => void renewNow(), delayMs);
  };

  const renewNow = async () => {
    if (useSessionStore.getState().status !== 'logged-in') return;
    const outcome = await renewAccessToken();
    if (outcome === 'rejected') onRejected();
    else if (outcome === 'failed') schedule(RENEWAL_RETRY_MS);
    else schedule(msUntilRenewalDue());
  };

  const checkDue = () => {
    if (useSessionStore.getState().status !== 'logged-in') return;
    const due = msUntilRenewalDue();
    if (due === 0) void renewNow();
    else schedule(due);
  };

  const onVisibility = () => {
    if (document.visibilityState === 'visible') checkDue();
  };
  const stopFollowing = useSessionStore.subscribe((state, previous) => {
    if (state.status === 'logged-in' && (previous.status !== 'logged-in' || state.signedInAs !== previous.signedInAs)) {
      checkDue();
    }
    if (state.status !== 'logged-in') schedule(null);
  });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', checkDue);
  window.addEventListener('pageshow', checkDue);
  checkDue();
  return () => {
    schedule(null);
    stopFollowing();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', checkDue);
    window.removeEventListener('pageshow', checkDue);
  };
}
