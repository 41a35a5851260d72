import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { AUTH_TEXT } from '../constants';
import { session } from '@/session';
import { drawerTitleFocus } from '@/shared/ui/drawer-title-focus';

export interface SignOutConfirmationProps {
  opened: boolean;
  onClose: () => void;
  /**
   * Opened with the pointer (`openedWithPointer`): the focus starts at the title, with no ring on Cancel
   * (design review, later grades: focus on pointer opens). From the keyboard, Cancel takes the focus, the safe choice.
   */
  withPointer?: boolean;
}

/** "Are you sure?" before signing out (R2.23), with Sign Out and Cancel. */
export function SignOutConfirmation({ opened, onClose, withPointer = false }: SignOutConfirmationProps) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={signingOut ? () => undefined : onClose}
      title={<span {...(withPointer ? drawerTitleFocus : {})}>{AUTH_TEXT.signOutQuestion}</span>}
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
        <Button variant="default" onClick={onClose} disabled={signingOut} data-autofocus={!withPointer || undefined}>
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
