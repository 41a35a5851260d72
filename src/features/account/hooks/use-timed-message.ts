import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  kind: 'success' | 'error';
  text: string;
  /** The field an error is about, said under that field instead of under the form. */
  field?: string;
}

/**
 * One message slot that empties itself after `timeoutMs`; a new message restarts the clock.
 * `timeoutMs: null` keeps a message until it is replaced or cleared.
 */
export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const show = useCallback(
    (next: TimedMessage, timeoutMs: number | null) => {
      stopTimer();
      setMessage(next);
      if (timeoutMs !== null) timer.current = setTimeout(() => setMessage(null), timeoutMs);
    },
    [stopTimer],
  );

  const clear = useCallback(() => {
    stopTimer();
    setMessage(null);
  }, [stopTimer]);

  /** Clears an error only (a success stays its 5 s): what was typed has changed since it was said. */
  const clearError = useCallback(() => {
    setMessage((current) => (current?.kind === 'error' ? null : current));
  }, []);

  useEffect(() => stopTimer, [stopTimer]);

  return { message, show, clear, clearError };
}
