import type { Decorator } from '@storybook/react-vite';

/** A story in a phone's width (320 px, the narrowest phones): what wraps, scrolls or overflows there. */
export const inPhoneWidth: Decorator = (Story) => (
  <div style={{ width: 320 }}>
    <Story />
  </div>
);
