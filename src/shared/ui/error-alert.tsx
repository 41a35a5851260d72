import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * The portal's one error look (Storybook Foundations, "Feedback"): a red alert with its icon, drawn as every alert is.
 * A form's or a page's error (`FormAlert`, announced at once) and the toast of something that did not happen
 * (`reportFailure`) both. The caller gives its role.
 */
export function ErrorAlert(props: AlertProps & { role: string }) {
  return <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} {...props} />;
}
