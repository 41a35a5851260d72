import { useEffect } from 'react';
import { FormAlert } from '@/shared/ui/form-alert';
import { confirmAction } from '@/shared/ui/live-announcer';
import type { TimedMessage } from '../hooks/use-timed-message';

/**
 * An account form's outcome, in the portal's two feedback patterns (Foundations, "Feedback"): a success
 * is the confirmation toast at the bottom centre (in a phone's thumb reach, said through the page's
 * one polite live region, and gone after 5 s as R8.7 says), as "Link copied" is; an error is a form
 * alert under the form, announced at once, for as long as the timed message lasts (R9.4).
 */
export function AccountMessage({ message }: { message: TimedMessage | null }) {
  useEffect(() => {
    if (message?.kind === 'success') confirmAction(message.text);
  }, [message]);
  if (message?.kind !== 'error') return null;
  return <FormAlert title={message.text} />;
}
