import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { RAIL_HOVER_DELAY_MS } from './constants';

/**
 * The rail's state machine (R4.5): collapsed, expanded after the pointer rests on it for
 * 200 ms, collapsed again on leaving or on a click. Keyboard focus inside the rail expands it at once
 * (a keyboard user has no hover) and leaving it with Tab collapses it.
 */
export function useRailExpansion(delayMs: number = RAIL_HOVER_DELAY_MS) {
  const [expanded, setExpanded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A click focuses its link on pointer-down; that focus is not a keyboard visit and must not expand.
  const pointerDown = useRef(false);

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => cancelTimer, [cancelTimer]);

  const collapse = useCallback(() => {
    cancelTimer();
    setExpanded(false);
  }, [cancelTimer]);

  const handlers = {
    onMouseEnter: () => {
      cancelTimer();
      timer.current = setTimeout(() => {
        timer.current = null;
        setExpanded(true);
      }, delayMs);
    },
    onMouseLeave: () => {
      pointerDown.current = false;
      collapse();
    },
    onPointerDown: () => {
      pointerDown.current = true;
    },
    onClick: () => {
      pointerDown.current = false;
      collapse();
    },
    onFocus: () => {
      if (pointerDown.current) return;
      cancelTimer();
      setExpanded(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      collapse();
    },
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Escape') collapse();
    },
  };

  return { expanded, collapse, handlers };
}
