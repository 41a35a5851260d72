import type { Decorator } from '@storybook/react-vite';
import { AppShell } from '../layout/app-shell';

/** What the Screens stories share: a page inside the shell, as the signed-in routes show it. */
export const inAppShell: Decorator = (Story) => (
  <AppShell>
    <Story />
  </AppShell>
);

/** A lazy view's first download (the dev server transforms it on first use). */
export const LAZY_VIEW = { timeout: 15_000 };
