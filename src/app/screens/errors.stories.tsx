import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn } from 'storybook/test';
import { AppErrorFallback } from '../app-error-boundary';
import { NotFoundView } from '../layout/not-found-page';
import { MAIN_CONTENT_ID } from '../layout/skip-link';
import { expectPageHeadingLook } from '@/testing/page-heading-look';
import { signedInScreen } from '@/testing/story-fixtures';
import { expectOnTheShellSurface } from '@/testing/surface';
import { inAppShell } from './screen-story';

/** The 404 or a page's error, as the router shows them inside the shell (its `notFoundComponent`, `errorComponent`). */
function ErrorScreen({ kind }: { kind: 'not-found' | 'page-error' }) {
  return kind === 'not-found' ? (
    <NotFoundView phase="shown" />
  ) : (
    <AppErrorFallback error={new Error('render fault')} onRetry={() => undefined} />
  );
}

/**
 * A page that is not there and a page that failed, in the shell at a laptop's and a phone's width, light and dark: on
 * the app's background, under the shell's header and beside its rail, so the way back stays (design review, later
 * grades: the 404 and the page error).
 */
const meta = {
  title: 'Screens/Not found and errors',
  component: ErrorScreen,
  decorators: [inAppShell],
  tags: ['screen'],
  args: { kind: 'not-found' },
  parameters: { ...signedInScreen('/sales-2024/no-such-topic', 'Page not found') },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 404 in the shell: its heading the one page heading, on the shell's surface. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Page not found' });
    await expect(document.getElementById(MAIN_CONTENT_ID)).toContainElement(heading);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expectPageHeadingLook(heading);
    await expectOnTheShellSurface(heading);
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toBeVisible();
  },
};

/** A page's render fault in the shell: the alert with its primary "Try again" (the page's own action). */
export const PageError: Story = {
  args: { kind: 'page-error' },
  parameters: { ...signedInScreen('/home', 'Home') },
  beforeEach: () => {
    spyOn(console, 'error').mockImplementation(() => undefined);
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong!');
    await expect(document.getElementById(MAIN_CONTENT_ID)).toContainElement(alert);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expectOnTheShellSurface(alert.parentElement!);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveAttribute('data-variant', 'filled');
  },
};
