import type { Decorator } from '@storybook/react-vite';
import { AppShell } from '../layout/app-shell';
import { PHONE_MEDIA_QUERY } from '@/shared/ui/breakpoints';

/** What the Screens stories share: a page inside the shell, as the signed-in routes show it. */
export const inAppShell: Decorator = (Story) => (
  <AppShell>
    <Story />
  </AppShell>
);

/** Whether the story runs at a phone's width (below the shell's 48em breakpoint). */
export const isPhone = () => window.matchMedia(PHONE_MEDIA_QUERY).matches;

/** A lazy view's first download (the dev server transforms it on first use). */
export const LAZY_VIEW = { timeout: 15_000 };
