import { MAX_TOKEN_EXPIRED_RELOADS, TOKEN_EXPIRED_RELOAD_DELAY_MS } from '../constants';

/** An embed `error` event's detail, as far as the portal reads it. */
interface EmbedErrorDetail {
  message?: string;
  detailedMessage?: string;
  errorCode?: string;
}

export function isTokenExpiredError(detail: unknown): boolean {
  return (detail as EmbedErrorDetail | null)?.message === 'TokenExpired';
}

/** How many TokenExpired reloads this page has already done (it must survive the reload). */
export interface ReloadCounter {
  read(): number;
  write(count: number): void;
}

const RELOADS_KEY = 'reportTokenExpiredReloads';

/**
 * Kept in the history entry's state: it survives the reload, belongs to this entry only (a new
 * navigation starts from 0) and needs no storage key. The router ignores fields it does not own.
 */
export const historyReloadCounter: ReloadCounter = {
  read() {
    const value = (window.history.state as Record<string, unknown> | null)?.[RELOADS_KEY];
    return typeof value === 'number' && value >= 0 ? value : 0;
  },
  write(count) {
    const state = (window.history.state as Record<string, unknown> | null) ?? {};
    window.history.replaceState({ ...state, [RELOADS_KEY]: count }, '');
  },
};

/**
 * `TokenExpired` from the embedded report (R4.13): renew the token, then reload the
 * page after 1 second. When renewal fails, `onSignInRequired` runs instead (the sign-in route). After
 * `MAX_TOKEN_EXPIRED_RELOADS` reloads of the same page (a token the report never accepts, a clock
 * skew), `onGiveUp` runs instead of a renewal: the frame shows its failure state rather than loop.
 * Returns a cancel function (the view unmounted): no reload and no sign-in after it.
 */
export function handleTokenExpired({
  renew,
  reload,
  onSignInRequired,
  onGiveUp,
  counter,
}: {
  renew: () => Promise<unknown>;
  reload: () => void;
  onSignInRequired: () => void;
  onGiveUp: () => void;
  counter: ReloadCounter;
}): () => void {
  const reloads = counter.read();
  if (reloads >= MAX_TOKEN_EXPIRED_RELOADS) {
    console.error(`The report still says TokenExpired after ${reloads} reloads with a renewed token`);
    onGiveUp();
    return () => undefined;
  }
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  renew().then(
    () => {
      if (cancelled) return;
      counter.write(reloads + 1);
      timer = setTimeout(reload, TOKEN_EXPIRED_RELOAD_DELAY_MS);
    },
    () => {
      if (!cancelled) onSignInRequired();
    },
  );
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
