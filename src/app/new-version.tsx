import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { browserNavigation } from '@/shared/browser/browser-navigation';

export const NEW_VERSION_TEXT = {
  available: 'A new version is available',
  reload: 'Reload',
} as const;

/**
 * "A new version is available: Reload": what a piece whose code could not be fetched offers, once the
 * page has already reloaded for this build (shared/browser/new-deploy.ts). The reload is the user's.
 */
export function NewVersionAvailable({ what }: { what?: string }) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text size="sm">
        {what ? `${what} could not open. ` : ''}
        {NEW_VERSION_TEXT.available}:
      </Text>
      <Button size="compact-sm" variant="light" onClick={() => browserNavigation.reload()}>
        {NEW_VERSION_TEXT.reload}
      </Button>
    </Group>
  );
}

/** The same offer as a page of its own, for a page whose code could not be fetched. */
export function NewVersionAlert() {
  return (
    // The form-alert pattern's icon and title; Reload a compact default button on the text's edge (review p11).
    <Alert
      color="blue"
      icon={<IconRefresh size={20} aria-hidden />}
      title={NEW_VERSION_TEXT.available}
      maw={480}
      role="alert"
    >
      <Button size="compact-sm" variant="default" onClick={() => browserNavigation.reload()}>
        {NEW_VERSION_TEXT.reload}
      </Button>
    </Alert>
  );
}
