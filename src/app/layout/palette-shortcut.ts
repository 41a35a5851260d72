import { useLayoutEffect } from 'react';
import { readSession } from '@/session';

/** Ctrl+K / Cmd+K, in fields too: it types nothing, and the palette is what a user pressing it wants. */
function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

let togglePalette: (() => void) | null = null;
let pressedBeforeShell = false;
let listening = false;

/**
 * Listens for the palette's shortcut from start-up on (start-app.tsx): pressed by a signed-in user
 * while the shell is still loading (right after signing in), it opens the palette as soon as the
 * shell is there instead of being lost. Signed out, the key is left to the browser. Idempotent.
 */
export function listenForPaletteShortcut(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('keydown', (event) => {
    if (!isPaletteShortcut(event)) return;
    if (togglePalette) {
      event.preventDefault();
      togglePalette();
    } else if (readSession().status === 'logged-in') {
      event.preventDefault();
      pressedBeforeShell = true;
    }
  });
}

/** The shell's side: `toggle` answers each press; a press made before the shell was there opens it now. */
export function usePaletteShortcut(toggle: () => void, open: () => void): void {
  // A layout effect: listening from the moment the shell is painted (passive effects can lag behind).
  useLayoutEffect(() => {
    listenForPaletteShortcut();
    togglePalette = toggle;
    if (pressedBeforeShell) {
      pressedBeforeShell = false;
      open();
    }
    return () => {
      togglePalette = null;
    };
  }, [toggle, open]);
}
