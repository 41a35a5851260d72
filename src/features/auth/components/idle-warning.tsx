import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { announce } from '@/shared/ui/live-announcer';
import { AUTH_TEXT } from '../constants';

export interface IdleWarningProps {
  opened: boolean;
  onStay: () => void;
}

/**
 * "Are you still there?" two minutes before the idle time-out, with "Stay signed in" (focused, so
 * Enter keeps the session). Closing it any way is staying: the person is there. Announced at once,
 * also to a screen reader whose focus is elsewhere.
 */
export function IdleWarning({ opened, onStay }: IdleWarningProps) {
  useEffect(() => {
    if (opened) announce(`${AUTH_TEXT.idleWarningTitle} ${AUTH_TEXT.idleWarningText}`);
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title={AUTH_TEXT.idleWarningTitle}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm" mb="lg">
        {AUTH_TEXT.idleWarningText}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onStay} data-autofocus>
          {AUTH_TEXT.staySignedIn}
        </Button>
      </Group>
    </Modal>
  );
}
