import { Alert, Button, Stack, Text } from '@mantine/core';
import { SAVED_VIEWS_TEXT } from '../constants';
import type { SharedViewOutcome } from '../hooks/use-shared-view';

const SAVED_AT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function savedAtText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : SAVED_AT.format(date);
}

export interface SharedViewBannerProps {
  outcome: SharedViewOutcome;
  /** Shows the report as it opens for everyone (its own view), and closes the banner. */
  onBack: () => void;
  onDismiss: () => void;
}

/**
 * Above a report opened by a shared link: whose view it is (their name and username, as a name alone
 * may be two people's), when it was saved, that it applies their filters, and the way back to the
 * report's own view. A view that could not be opened says why instead.
 */
export function SharedViewBanner({ outcome, onBack, onDismiss }: SharedViewBannerProps) {
  const closing = { withCloseButton: true, onClose: onDismiss, closeButtonLabel: SAVED_VIEWS_TEXT.dismiss };
  if (outcome.kind === 'failed') {
    return (
      <Alert color="red" role="alert" {...closing}>
        {outcome.text}
      </Alert>
    );
  }
  const { view } = outcome;
  return (
    <Alert color="blue" title={SAVED_VIEWS_TEXT.sharedTitle(view.name)} {...closing}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {SAVED_VIEWS_TEXT.sharedBy(view.sharedBy, view.sharedByUsername, savedAtText(view.savedAt))}
        </Text>
        <Text size="sm">{SAVED_VIEWS_TEXT.sharedAppliesFilters}</Text>
        <Button size="xs" variant="light" onClick={onBack}>
          {SAVED_VIEWS_TEXT.backToOwnView}
        </Button>
      </Stack>
    </Alert>
  );
}
