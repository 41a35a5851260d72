import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { confirmAction } from '@/shared/ui/live-announcer';
import type { TimedMessage } from '../hooks/use-timed-message';

/**
 * A success (green) or error (red) line. A success is also confirmed at the top of the screen (easy
 * to miss at the bottom of a phone's) and said through the page's one polite live
 * region, which exists before any message appears (a status element inserted with the message may go
 * unheard); an error is an `alert`, which screen readers announce at once when it appears. Server
 * texts are rendered as text, never as markup. The shades pass WCAG AA contrast.
 */
export function AccountMessage({ message }: { message: TimedMessage | null }) {
  useEffect(() => {
    if (message?.kind === 'success') confirmAction(message.text);
  }, [message]);
  if (!message) return null;
  const isError = message.kind === 'error';
  return (
    <Text
      role={isError ? 'alert' : undefined}
      c={isError ? 'var(--portal-color-error-text)' : 'var(--portal-color-success-text)'}
      size="sm"
      fw={500}
    >
      {message.text}
    </Text>
  );
}
