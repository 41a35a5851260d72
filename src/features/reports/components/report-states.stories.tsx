import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReportLoadFailed, SignedOutMessage } from './report-states';

/** The report view's states before a report shows: signed out of the workplace, failed (loading is the frame's skeleton,
 * `Reports/ReportPageTabs › Loading` and the dashboard screens). */
const meta = {
  title: 'Reports/ReportStates',
  component: SignedOutMessage,
  args: { company: 'Evergreen Life', signInHref: '/microsoft/oauth2/v2.0/authorize', onSignIn: fn() },
} satisfies Meta<typeof SignedOutMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText('To view this dashboard, please login with your Evergreen Life workplace account'),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Dashboard Login' });
    await expect(link).toHaveAttribute('href', '/microsoft/oauth2/v2.0/authorize');
    await userEvent.click(link);
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

/** Try again is the region's one action: a regular default button (the sixteenth grade: the app's smallest button). */
async function expectRegionRetry(button: HTMLElement) {
  await expect(button).toHaveAttribute('data-variant', 'default');
  await expect(button).not.toHaveAttribute('data-size', 'xs');
  await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
}

export const LookupFailed: Story = {
  render: (_args, { args }) => <ReportLoadFailed onRetry={args.onSignIn} />,
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This dashboard could not be loaded');
    await expectRegionRetry(canvas.getByRole('button', { name: 'Try again' }));
    // Centred in the report's bordered place, as the signed-out state (the fifteenth grade: a full-width red band).
    const box = alert.getBoundingClientRect();
    const retry = canvas.getByRole('button', { name: 'Try again' }).getBoundingClientRect();
    await expect(Math.abs(retry.left + retry.width / 2 - (box.left + box.width / 2))).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(alert).borderTopColor).not.toBe(getComputedStyle(alert).backgroundColor);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

/**
 * A report the library could not draw: the failure on the report's own bordered place, with no border of its own (the
 * sixteenth grade found a card inside a card).
 */
export const EmbedFailed: Story = {
  render: (_args, { args }) => (
    <div style={{ border: '1px solid var(--portal-border)', borderRadius: 8, minHeight: 420, display: 'grid' }}>
      <div style={{ placeSelf: 'center' }}>
        <ReportLoadFailed onRetry={args.onSignIn} framed={false} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(getComputedStyle(alert).borderTopWidth).toBe('0px');
    await expect(getComputedStyle(alert).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expectRegionRetry(canvas.getByRole('button', { name: 'Try again' }));
  },
};

/** Signed out of the workplace with a shared view's link: it says why, and that the view opens after. */
export const SignedOutWithSharedView: Story = {
  args: { sharedViewWaiting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The dashboards come from Power BI/)).toHaveTextContent(
      'The view shared with you opens right after.',
    );
  },
};
