import type { Decorator } from '@storybook/react-vite';
import { LiveAnnouncer } from '@/shared/ui/live-announcer';

/**
 * A form whose success is the confirmation toast, which the shell shows in the app (Foundations,
 * "Feedback"): the story shows it beside the form.
 */
export const withConfirmations: Decorator = (Story) => (
  <>
    <Story />
    <LiveAnnouncer />
  </>
);
