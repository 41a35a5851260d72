import { VisuallyHidden } from '@mantine/core';
import { create } from 'zustand';

interface Announcement {
  text: string;
  /** Changes with every announcement, so the same text said twice is read twice. */
  id: number;
}

const useAnnouncementStore = create<{ current: Announcement | null }>(() => ({ current: null }));

/**
 * Says `text` through the page's one polite live region (page titles after a route change, timed
 * messages). The region is rendered before anything is announced, which screen readers need to
 * notice a change at all.
 */
export function announce(text: string): void {
  const previous = useAnnouncementStore.getState().current;
  useAnnouncementStore.setState({ current: { text, id: (previous?.id ?? 0) + 1 } });
}

/** The live region; mounted once, by the shell (and by any screen that announces without the shell). */
export function LiveAnnouncer() {
  const current = useAnnouncementStore((state) => state.current);
  return (
    // aria-live without role="status": the page's own status messages keep that role to themselves.
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {current ? <span key={current.id}>{current.text}</span> : null}
    </VisuallyHidden>
  );
}
