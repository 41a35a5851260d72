import { readSession } from '@/session';

/**
 * The first Tab of a signed-in person, kept for the shell when it is pressed before the shell is there.
 *
 * After a mouse sign-in the focus is nowhere until the shell arrives: the Sign in button that had it
 * is busy while the sign-in is out, then gone while the sign-in page still shows and the shell's code
 * loads. A Tab then went where the browser chose: after the busy button, to the Mock tools of dev and
 * demo builds, or into the sign-in form about to vanish, or out to the browser's own controls; the
 * shell's focus reset, arriving a moment later, then put the focus on its page start, so the person's
 * Tab was lost or taken back. Such a Tab is held instead, and the shell gives it to its first stop, the
 * skip link, when it arrives (as the palette's shortcut, palette-shortcut.ts). Held only on the way to
 * the shell: signed in, or a form's submit button busy or gone with the focus. A sign-in that fails
 * leaves the held Tab unused; the sign-in page's own focus (its error) replaces it.
 */

let pressedBeforeShell = false;
let shellPresent = false;
let listening = false;
/** The element that had the focus last: a busy or removed submit button means a submission is out. */
let lastFocused: Element | null = null;

/** The focus is on no element of the page: on the body, or on an element that has been removed. */
export function isFocusNowhere(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** A form's submit button that had the focus and lost it by going busy (disabled) or away. */
function focusLostBySubmission(): boolean {
  if (!lastFocused?.matches('button[type="submit"]')) return false;
  return !lastFocused.isConnected || lastFocused.matches(':disabled');
}

function isPlainTab(event: KeyboardEvent): boolean {
  return event.key === 'Tab' && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey;
}

/** Listens from start-up on (start-app.tsx). Idempotent. */
export function listenForTabBeforeShell(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('keydown', (event) => {
    if (!isPlainTab(event) || shellPresent || !isFocusNowhere()) return;
    if (readSession().status !== 'logged-in' && !focusLostBySubmission()) return;
    event.preventDefault();
    pressedBeforeShell = true;
  });
  // Focus the person puts somewhere (a click) replaces the Tab they pressed before.
  document.addEventListener('focusin', (event) => {
    pressedBeforeShell = false;
    lastFocused = event.target instanceof Element ? event.target : null;
  });
}

/**
 * The shell's side, from its first paint to its unmounting: whether a Tab was held for it (answered
 * once), and from now on Tab is the browser's again.
 */
export function shellArrived(): { tabPressedBeforeShell: boolean; left: () => void } {
  shellPresent = true;
  const tabPressedBeforeShell = pressedBeforeShell;
  pressedBeforeShell = false;
  return {
    tabPressedBeforeShell,
    left: () => {
      shellPresent = false;
    },
  };
}
