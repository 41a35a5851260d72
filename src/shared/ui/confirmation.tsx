import { Portal } from '@mantine/core';
import { useEffect } from 'react';
import { CONFIRMATION_SHOWN_MS, DISMISS_CONFIRMATION } from './confirmation-text';
import classes from './live-announcer.module.css';
import { SuccessAlert } from './success-alert';

/**
 * The visible copy of a confirmation (live-announcer.tsx's confirmAction): the portal's one success
 * message, as a toast that goes after 5 s. A note, not a second live region: the announcer says it once.
 */
export function Confirmation({ text, onDismiss }: ConfirmationProps) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, CONFIRMATION_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);
  return (
    <Portal>
      <SuccessAlert
        role="note"
        className={classes.confirmation}
        classNames={{
          wrapper: classes.confirmationWrapper,
          icon: classes.confirmationIcon,
          closeButton: classes.confirmationClose,
        }}
        withCloseButton
        closeButtonLabel={DISMISS_CONFIRMATION}
        onClose={onDismiss}
        data-testid="confirmation"
      >
        {text}
      </SuccessAlert>
    </Portal>
  );
}

export interface ConfirmationProps {
  text: string;
  onDismiss: () => void;
}
