/**
 * Tells the portal's other open tabs of this browser when this tab's session changes, so every tab
 * shows the same session (features/auth follows the announcements). A BroadcastChannel rather than
 * storage events: an un-remembered sign-in lives in one tab's sessionStorage, which other tabs never
 * hear of.
 */
export type SessionChange =
  /** Signed out, expired, rejected by the server or idle too long: every tab ends signed out. */
  | {
      kind: 'signed-out';
      reason: 'signed-out' | 'expired' | 'rejected' | 'idle';
      /** The deciding tab ended the workplace sign-in too (the other tabs' sign-in page says so). */
      workplaceEnded?: boolean;
    }
  /** Someone signed in: a tab showing nobody, or somebody else, starts again as them. */
  | { kind: 'signed-in'; username: string };

const CHANNEL_NAME = 'oa-session';
let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  }
  return channel;
}

function isSessionChange(value: unknown): value is SessionChange {
  const kind = (value as Partial<SessionChange> | null)?.kind;
  return (
    kind === 'signed-out' || (kind === 'signed-in' && typeof (value as { username?: unknown }).username === 'string')
  );
}

export function announceSessionChange(change: SessionChange): void {
  try {
    sessionChannel()?.postMessage(change);
  } catch {
    // A browser without the channel: the other tabs find out at their next call (a 401) instead.
  }
}

/** Calls `listener` for each change another tab announces; returns the unsubscribe. */
export function onSessionChangeElsewhere(listener: (change: SessionChange) => void): () => void {
  const source = sessionChannel();
  if (!source) return () => undefined;
  const handle = (event: MessageEvent) => {
    if (isSessionChange(event.data)) listener(event.data);
  };
  source.addEventListener('message', handle);
  return () => source.removeEventListener('message', handle);
}
