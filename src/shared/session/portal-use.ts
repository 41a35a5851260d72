/**
 * "The person is using the portal", from places the idle time-out cannot see for itself: work inside
 * an embedded report (its frame is another site's, whose input never reaches the portal's page). The
 * auth feature's idle time-out listens; the reports feature tells.
 */
const listeners = new Set<() => void>();

export function notePortalUse(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on each use told; returns the unsubscribe. */
export function onPortalUse(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
