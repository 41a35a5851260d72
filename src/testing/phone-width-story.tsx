import type { Decorator } from '@storybook/react-vite';
import { PHONE_MEDIA_QUERY } from '@/shared/ui/breakpoints';

/** Whether the story runs at a phone's width (below the shell's 48em breakpoint): one test for every story. */
export const isPhone = () => window.matchMedia(PHONE_MEDIA_QUERY).matches;

/** A story in a phone's width (320 px, the narrowest phones): what wraps, scrolls or overflows there. */
export const inPhoneWidth: Decorator = (Story) => (
  <div style={{ width: 320 }}>
    <Story />
  </div>
);
