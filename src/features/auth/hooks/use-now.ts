import { useEffect, useState } from 'react';

/**
 * The current time for a countdown, refreshed once a second on the second boundaries counted from
 * `alignTo` (ms since the epoch), so the display changes exactly when a whole second has passed
 * since the countdown started. A timer that fires early simply re-schedules for the boundary.
 */
export function useNow(alignTo: number, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const sinceStart = Date.now() - alignTo;
      const delay = 1_000 - (((sinceStart % 1_000) + 1_000) % 1_000);
      timer = setTimeout(() => {
        setNow(Date.now());
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [alignTo, enabled]);
  return now;
}
