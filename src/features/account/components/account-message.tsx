import { Text } from '@mantine/core';
import type { TimedMessage } from '../hooks/use-timed-message';

/**
 * A success (green) or error (red) line. Errors are announced at once (`alert`), successes politely
 * (`status`). Server texts are rendered as text, never as markup. The shades pass WCAG AA contrast.
 */
export function AccountMessage({ message }: { message: TimedMessage | null }) {
  if (!message) return null;
  const isError = message.kind === 'error';
  return (
    <Text role={isError ? 'alert' : 'status'} c={isError ? 'red.9' : 'teal.9'} size="sm" fw={500}>
      {message.text}
    </Text>
  );
}
