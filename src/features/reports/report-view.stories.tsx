import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { config } from '@/config';
import { clearTokenInfo } from '@/session/workplace/token-info';
import { signedInAt } from '@/testing/story-fixtures';
import { signInJordanToDashboards, storyMsal } from '@/testing/workplace-story';
import { ReportView } from './report-view';
import { isPhone } from '@/testing/phone-width-story';

/** The embedded dashboard of a topic, against the local mock report host (the SDK's own code path). */
const meta = {
  title: 'Reports/ReportView',
  component: ReportView,
  tags: ['screen'],
  args: {
    reportId: config.reports.marketIntelligence.id,
    title: 'Market Intelligence',
    company: 'Evergreen Life',
    note: 'Carrier sales through September 2024 against full-year market estimates.',
    msalInstance: storyMsal(),
  },
  parameters: { ...signedInAt('/sales-2024/market-intelligence') },
  loaders: [signInJordanToDashboards],
} satisfies Meta<typeof ReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The view's workplace half (MSAL) is a lazy chunk: the first story to show it waits for its download. 30 s:
 * on round 16's loaded CI (the static Storybook building beside the stories) With Note ran out of 15 s.
 */
const LAZY_HALF = { timeout: 30_000 };

/** Signed in: the report embedded, with the topic's note behind an info button left of "Full Screen". */
export const WithNote: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // On a phone the note is an item of the ⋯ More menu, shown in a sheet (design review, later grades: the dashboard
    // on phones); wider, the info button is in the report's own half.
    const phone = isPhone();
    const rendered = () =>
      waitFor(
        () => expect(canvasElement.querySelector('[data-embed-phase]')).toHaveAttribute('data-embed-phase', 'rendered'),
        LAZY_HALF,
      );
    if (phone) {
      // The menu once the report is drawn: until then it is a smaller one, which Export's replaces.
      await rendered();
      await userEvent.click(canvas.getByRole('button', { name: 'More' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'About this dashboard' }));
    } else {
      const about = await canvas.findByRole('button', { name: 'About this dashboard' }, LAZY_HALF);
      await userEvent.hover(about);
      await screen.findByRole('tooltip', { name: 'About this dashboard' });
      await userEvent.click(about);
    }
    const note = await screen.findByText(/Carrier sales through September 2024/);
    await waitFor(() => expect(note).toBeVisible());
    // The pointer is still on the button: its tooltip stands aside rather than cover the note.
    if (!phone) await waitFor(() => expect(screen.queryByRole('tooltip', { name: 'About this dashboard' })).toBeNull());
    await rendered();
    await expect(canvasElement.textContent).not.toContain(config.reports.marketIntelligence.id);
  },
};

/** Not signed in with the workplace provider. */
export const SignedOut: Story = {
  args: { msalInstance: storyMsal([]) },
  loaders: [async () => clearTokenInfo()],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'To view this dashboard, please login with your Evergreen Life workplace account',
        undefined,
        LAZY_HALF,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard Login' })).toBeVisible();
  },
};
