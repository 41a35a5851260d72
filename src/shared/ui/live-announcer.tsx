import { CloseButton, Paper, Portal, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { create } from 'zustand';
import classes from './live-announcer.module.css';

interface Announcement {
  text: string;
  /** Changes with every announcement, so the same text said twice is read twice. */
  id: number;
}

/** How long a confirmation stays on screen (the spec's message time-out, R9.12). */
export const CONFIRMATION_SHOWN_MS = 5000;

/** Names the confirmation's close button. */
export const DISMISS_CONFIRMATION = 'Dismiss';

const useAnnouncementStore = create<{ current: Announcement | null; shown: Announcement | null }>(() => ({
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
  announce(text);
  const { current } = useAnnouncementStore.getState();
  useAnnouncementStore.setState({ shown: current });
}

function dismissConfirmation(): void {
  useAnnouncementStore.setState({ shown: null });
}

function Confirmation({ announcement }: { announcement: Announcement }) {
  useEffect(() => {
    const timer = setTimeout(dismissConfirmation, CONFIRMATION_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [announcement.id]);
  return (
    <Portal>
      <Paper className={classes.confirmation} shadow="md" withBorder data-testid="confirmation">
        <IconCircleCheck size={20} aria-hidden className={classes.icon} />
        <Text size="sm" className={classes.text}>
          {announcement.text}
        </Text>
        <CloseButton size="sm" aria-label={DISMISS_CONFIRMATION} onClick={dismissConfirmation} />
      </Paper>
    </Portal>
  );
}

/** The live region and the visible confirmation; mounted once, by the shell (and by any screen that announces without the shell). */
export function LiveAnnouncer() {
  const current = useAnnouncementStore((state) => state.current);
  const shown = useAnnouncementStore((state) => state.shown);
  return (
    <>
      {/* aria-live without role="status": the page's own status messages keep that role to themselves. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="live-announcer">
        {current ? <span key={current.id}>{current.text}</span> : null}
      </VisuallyHidden>
      {shown ? <Confirmation key={shown.id} announcement={shown} /> : null}
    </>
  );
}
