import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DashboardSignInLayout } from './dashboard-sign-in-layout';
import { cssColor } from '@/testing/css-color';

/** The dashboard sign-in page (/microsoft/oauth2/v2.0/authorize) in each of its states. */
const meta = {
  title: 'Reports/DashboardSignInPage',
  component: DashboardSignInLayout,
  tags: ['screen'],
  // Its route, so the Screens page files it under it (review m18), not under "errors, start-up".
  parameters: { route: '/microsoft/oauth2/v2.0/authorize', routePattern: '/$identityProvider/oauth2/v2.0/authorize' },
  args: {
    company: 'Evergreen Life',
    status: 'waiting',
    backHref: '/sales-2024/market-intelligence',
    onBack: fn(),
    onTryAgain: fn(),
  },
} satisfies Meta<typeof DashboardSignInLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popup is open: the page waits, with its background video, Go Back and a way to reopen the popup. */
export const WaitingForThePopup: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard sign-in' })).toBeVisible();
    await expect(canvas.getByText(/Waiting for the sign-in window/)).toBeVisible();
    // p9: the product's mark in the card, and Go Back's focus ring on a rounded edge.
    await expect(canvas.getByText('Carrier Analytics Portal')).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Go Back' })).borderRadius).not.toBe('0px');
    const video = canvasElementVideo(canvasElement);
    await expect(video.loop && video.muted).toBe(true);
    await expectTheLoginsLanguage(canvas, canvasElement);
    // While the window is open, "Try again" is a second chance, not the page's primary: the default button.
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveAttribute('data-variant', 'default');
    await userEvent.click(canvas.getByRole('link', { name: 'Go Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** The same page in dark: the login's dark surface and panel. */
export const WaitingForThePopupDark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvas, canvasElement }) => expectTheLoginsLanguage(canvas, canvasElement),
};

/** A blocked or closed popup: a visible Try again button, the page's one action now, so primary. */
export const PopupBlocked: Story = {
  args: { status: 'blocked' },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(
      canvas.getByText('The sign-in window was blocked or closed before the sign-in finished.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveAttribute('data-variant', 'filled');
    await expectTheLoginsLanguage(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalled();
  },
};

/** Another interaction (another tab's sign-in) is still in progress. */
export const InteractionInProgress: Story = {
  args: { status: 'in-progress' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Another sign-in is still in progress. Finish it, or try again.')).toBeVisible();
  },
};

/** Somebody else's workplace account came back: which one, and "Use another account". */
export const WrongAccount: Story = {
  args: {
    status: 'wrong-account',
    detail: "Signed in as morgan.lee@example.com; your portal account's e-mail is jordan.avery@example.com.",
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/That workplace account is not yours/)).toBeVisible();
    await expect(canvas.getByText(/Signed in as morgan.lee@example.com/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use another account' }));
    await expect(args.onTryAgain).toHaveBeenCalled();
  },
};

/** The portal account has no e-mail to match a workplace account with: no window, no retry. */
export const NoEmail: Story = {
  args: { status: 'no-email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your portal account has no e-mail address/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    // No window was opened, so the intro does not send the person to one (p9).
    await expect(canvas.queryByText(/in the window that opened/)).toBeNull();
    await expect(canvas.getByText('The dashboards open with your Evergreen Life workplace account.')).toBeVisible();
  },
};

/**
 * The portal login's visual language (an eleventh grade: a dark-navy chart backdrop and a light button were a second
 * one): the login's card (bordered, radius lg, 512 px at most) on its surface (gray.0, dark.8 in dark), its 24/600
 * title, its md button the card's width; the video in a brand panel beside the card from 62em (the login's 40 %), a band
 * above it below.
 */
async function expectTheLoginsLanguage(canvas: ReturnType<typeof within>, canvasElement: HTMLElement) {
  const title = canvas.getByRole('heading', { name: 'Dashboard sign-in', level: 1 });
  await expect(getComputedStyle(title).fontSize).toBe('24px');
  await expect(getComputedStyle(title).fontWeight).toBe('600');
  const card = title.closest('.mantine-Paper-root') as HTMLElement;
  await expect(card).toHaveAttribute('data-with-border', 'true');
  await expect(getComputedStyle(card).borderRadius).toBe('16px');
  await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(512);
  const dark = document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark';
  const page = canvas.getByRole('main').parentElement!;
  await expect(getComputedStyle(page).backgroundColor).toBe(
    cssColor(dark ? 'var(--mantine-color-dark-8)' : 'var(--mantine-color-gray-0)'),
  );
  const button = canvas.queryByRole('button');
  if (button) {
    await expect(button).toHaveAttribute('data-size', 'md');
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(
      Math.round(card.getBoundingClientRect().width - 2 * parseFloat(getComputedStyle(card).paddingLeft) - 2),
    );
  }
  // The video in the brand panel, beside the card or above it, never behind it.
  const panel = canvasElementVideo(canvasElement).parentElement!.getBoundingClientRect();
  const box = card.getBoundingClientRect();
  await expect(panel.right <= box.left || panel.bottom <= box.top).toBe(true);
  if (window.matchMedia('(min-width: 62em)').matches)
    await expect(Math.abs(panel.width - page.getBoundingClientRect().width * 0.4)).toBeLessThanOrEqual(1);
}

function canvasElementVideo(main: HTMLElement): HTMLVideoElement {
  const video = main.querySelector('video');
  if (!video) throw new Error('no background video');
  return video;
}
