import { Portal } from '@mantine/core';
import { useEffect } from 'react';
import { CONFIRMATION_SHOWN_MS, DISMISS_CONFIRMATION } from './confirmation-text';
import classes from './live-announcer.module.css';
import { ErrorAlert } from './error-alert';
import { SuccessAlert } from './success-alert';

/**
 * The visible copy of a confirmation (live-announcer.tsx's confirmAction): the portal's one success
 * message, as a toast that goes after 5 s; a failure (reportFailure) the same toast in the error's colour, which stays
 * until dismissed. A note, not a second live region: the announcer says it once.
 */
export function Confirmation({ text, kind = 'success', onDismiss }: ConfirmationProps) {
  useEffect(() => {
    if (kind === 'error') return undefined;
    const timer = setTimeout(onDismiss, CONFIRMATION_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [kind, onDismiss]);
  const props = {
    role: 'note',
    className: classes.confirmation,
    classNames: {
      wrapper: classes.confirmationWrapper,
      icon: classes.confirmationIcon,
      closeButton: classes.confirmationClose,
    },
    withCloseButton: true,
    closeButtonLabel: DISMISS_CONFIRMATION,
    onClose: onDismiss,
    'data-testid': 'confirmation',
    'data-kind': kind,
    children: text,
  };
  return <Portal>{kind === 'error' ? <ErrorAlert {...props} /> : <SuccessAlert {...props} />}</Portal>;
}

export interface ConfirmationProps {
  text: string;
  kind?: 'success' | 'error';
  onDismiss: () => void;
}
