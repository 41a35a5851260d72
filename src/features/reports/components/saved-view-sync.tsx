import { Button, Group, Text } from '@mantine/core';
import { FormAlert } from '@/shared/ui/form-alert';
import { SAVED_VIEWS_TEXT } from '../constants';
import type { ShownView } from '../hooks/use-saved-views';
import { RetryButton } from '@/shared/ui/retry-button';

/**
 * What the backend has not confirmed: saving, or refused with why, then Try again and Discard. Said
 * as the portal's other inline errors are (red text under what it is about), not as a badge.
 */
export function SavedViewSync({
  view,
  onRetry,
  onDiscard,
}: {
  view: ShownView;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  if (view.sync === 'saving') {
    return (
      <Text size="xs" c="dimmed" role="status">
        {SAVED_VIEWS_TEXT.saving}
      </Text>
    );
  }
  if (!view.failed) return null;
  const what = view.failed.kind === 'delete' ? SAVED_VIEWS_TEXT.notDeleted : SAVED_VIEWS_TEXT.notSaved;
  return (
    <FormAlert title={view.failed.reason ? `${what}. ${view.failed.reason}` : `${what}.`}>
      <Group gap="xs" wrap="wrap">
        <RetryButton onClick={onRetry}>{SAVED_VIEWS_TEXT.tryAgain}</RetryButton>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          onClick={onDiscard}
          aria-label={SAVED_VIEWS_TEXT.discard(view.name)}
        >
          {SAVED_VIEWS_TEXT.discardLabel}
        </Button>
      </Group>
    </FormAlert>
  );
}
