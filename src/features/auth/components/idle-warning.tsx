import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { IDLE_WARNING_ANSWERS } from '@/session';
import { announce } from '@/shared/ui/live-announcer';
import { AUTH_TEXT, AUTH_TIMING, idleCountdownSpoken, idleCountdownText } from '../constants';

export interface IdleWarningProps {
  opened: boolean;
  /** When the idle time-out ends the session (ms since the epoch): the time-out's own deadline. */
  signOutAt: number;
  onStay: () => void;
  /** Ends the session as the person's own Sign Out does, in every tab. */
  onSignOut: () => void;
}

/** The seconds left until `deadline`, re-read from the clock every second (a throttled tab catches up). */
function useSecondsLeft(deadline: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Announces the warning once when it opens (with the time left), then the time left as it passes 60,
 * 30 and 10 s: through the page's polite live region, never every second (that would drown a screen
 * reader's other speech).
 */
function useCountdownAnnouncements(opened: boolean, secondsLeft: number): void {
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!opened) {
      previous.current = null;
      return;
    }
    if (previous.current === null) {
      announce(`${AUTH_TEXT.idleWarningTitle} ${AUTH_TEXT.idleWarningText} ${idleCountdownSpoken(secondsLeft)}`);
    } else {
      const before = previous.current;
      const passed = AUTH_TIMING.idleAnnounceAtSeconds.filter((at) => before > at && secondsLeft <= at);
      if (passed.length > 0) announce(idleCountdownSpoken(secondsLeft));
    }
    previous.current = secondsLeft;
  }, [opened, secondsLeft]);
}

/**
 * "Are you still there?" two minutes before the idle time-out (R10.5), counting down to the
 * time-out's real deadline, with "Stay signed in" (the primary action, focused, so Enter keeps the
 * session) and "Sign out now". Escape or a click outside is staying too: the person is there. No ×:
 * it would have to mean "stay" without saying so (review m15).
 */
export function IdleWarning({ opened, signOutAt, onStay, onSignOut }: IdleWarningProps) {
  const [signingOut, setSigningOut] = useState(false);
  const secondsLeft = useSecondsLeft(signOutAt, opened);
  useCountdownAnnouncements(opened, secondsLeft);
  const stay = signingOut ? () => undefined : onStay;
  return (
    <Modal opened={opened} onClose={stay} title={AUTH_TEXT.idleWarningTitle} centered size="sm" withCloseButton={false}>
      {/* The idle watch leaves presses in here to the buttons: "Sign out now" must not count as use. */}
      <div {...{ [IDLE_WARNING_ANSWERS]: '' }}>
        <Text size="sm" mb="xs">
          {AUTH_TEXT.idleWarningText}
        </Text>
        {/* A timer is not a live region by itself: the announcements above say it at its milestones. */}
        <Text role="timer" fw={600} mb="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {idleCountdownText(secondsLeft)}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="subtle"
            loading={signingOut}
            onClick={() => {
              setSigningOut(true);
              onSignOut();
            }}
          >
            {AUTH_TEXT.signOutNow}
          </Button>
          <Button onClick={stay} disabled={signingOut} data-autofocus>
            {AUTH_TEXT.staySignedIn}
          </Button>
        </Group>
      </div>
    </Modal>
  );
}
