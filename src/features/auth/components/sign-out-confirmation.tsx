import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { AUTH_TEXT } from '../constants';
import { session } from '@/session';

export interface SignOutConfirmationProps {
  opened: boolean;
  onClose: () => void;
}

/** "Are you sure?" before signing out (R2.23), with Sign Out and Cancel. */
export function SignOutConfirmation({ opened, onClose }: SignOutConfirmationProps) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={signingOut ? () => undefined : onClose}
      title={AUTH_TEXT.signOutQuestion}
      centered
      size="sm"
      withCloseButton={!signingOut}
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={!signingOut}
      closeOnEscape={!signingOut}
    >
      <Text size="sm" mb="lg">
        You will need to sign in again to use the portal.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={signingOut} data-autofocus>
          {AUTH_TEXT.cancel}
        </Button>
        {/* The dialog's one primary action, not a red destructive one: signing out loses nothing (review p8). */}
        <Button
          loading={signingOut}
          onClick={() => {
            setSigningOut(true);
            void session.signOut('signed-out');
          }}
        >
          {AUTH_TEXT.signOut}
        </Button>
      </Group>
    </Modal>
  );
}
