import { Alert, type AlertProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/**
 * The portal's one success message (Storybook Foundations, "Feedback"): a green alert with its check,
 * the alerts' own look (the raised surface with a green bar), whether it stays
 * in place (a recovery code sent, the new password made) or passes as the confirmation toast.
 * The caller gives its role: `status` in place; the toast is heard through the live region instead.
 */
export function SuccessAlert(props: AlertProps & { role: string }) {
  return <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} {...props} />;
}
