import { CloseButton, Paper, Portal, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { CONFIRMATION_SHOWN_MS, DISMISS_CONFIRMATION } from './confirmation-text';
import classes from './live-announcer.module.css';

export interface ConfirmationProps {
  text: string;
  onDismiss: () => void;
}

/** The visible copy of a confirmation (live-announcer.tsx's confirmAction): it goes after 5 s. */
export function Confirmation({ text, onDismiss }: ConfirmationProps) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, CONFIRMATION_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);
  return (
    <Portal>
      <Paper className={classes.confirmation} shadow="md" withBorder data-testid="confirmation">
        <IconCircleCheck size={20} aria-hidden className={classes.icon} />
        <Text size="sm" className={classes.text}>
          {text}
        </Text>
        <CloseButton size="sm" aria-label={DISMISS_CONFIRMATION} onClick={onDismiss} />
      </Paper>
    </Portal>
  );
}
