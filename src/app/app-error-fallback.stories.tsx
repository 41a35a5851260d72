import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { expect, fn, spyOn } from 'storybook/test';
import { AppErrorFallback } from './app-error-boundary';
import { LazyPieceBoundary } from './layout/lazy-piece-boundary';
import { NewVersionAlert } from './new-version';
import { expectOnTheShellSurface } from '@/testing/surface';

/** What the portal shows instead of a blank page: a render fault, and code a deploy has removed. */
const meta = {
  title: 'App/ErrorFallback',
  component: AppErrorFallback,
  tags: ['screen'],
  args: { onRetry: fn() },
} satisfies Meta<typeof AppErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A render fault: "Something went wrong!" with Try again and Back to home. */
export const RenderFault: Story = {
  args: { error: new Error('render fault') },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong!');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    // Outside the shell, the whole screen is the shell's surface (design review, later grades: the page error).
    await expectOnTheShellSurface(canvas.getByRole('alert').parentElement!);
  },
};

/**
 * "Try again" inside the alert, with the keyboard's focus: the button and its ring are whole (the
 * alert's message clipped them before: M3 of the design review), so this cannot return unseen.
 */
export const TryAgainFocused: Story = {
  args: { error: new Error('render fault') },
  play: async ({ canvas }) => {
    const tryAgain = canvas.getByRole('button', { name: 'Try again' });
    tryAgain.focus();
    await expect(tryAgain).toHaveFocus();
    // Nothing between the button and the alert's box clips it.
    for (let node = tryAgain.parentElement; node && node.getAttribute('role') !== 'alert'; node = node.parentElement) {
      await expect(getComputedStyle(node).overflow).toBe('visible');
    }
    const ring = tryAgain.getBoundingClientRect();
    const box = canvas.getByRole('alert').getBoundingClientRect();
    // The ring: 2 px of outline 2 px off the button, inside the alert.
    await expect(ring.bottom + 4).toBeLessThanOrEqual(box.bottom);
    await expect(ring.left - 4).toBeGreaterThanOrEqual(box.left);
  },
};

/** A page whose code is gone after the tab already reloaded once for this build: the reload is offered. */
export const NewVersionAvailable: Story = {
  args: { error: new TypeError('Failed to fetch dynamically imported module: /assets/page-old.js') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A new version is available');
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(canvas.queryByText('Something went wrong!')).toBeNull();
  },
};

const MissingPanel = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')));

/** A lazy piece of the shell (the account panel) whose code is gone: contained, with Reload. */
export const LazyPieceCouldNotOpen: Story = {
  // The boundary reports what it caught (and React the error it handed over): the story expects both.
  beforeEach: () => {
    spyOn(console, 'warn').mockImplementation(() => undefined);
    spyOn(console, 'error').mockImplementation(() => undefined);
  },
  render: () => (
    <LazyPieceBoundary what="The account panel" onClose={() => undefined}>
      <Suspense fallback={null}>
        <MissingPanel />
      </Suspense>
    </LazyPieceBoundary>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The account panel could not open. A new version is available:',
    );
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(console.warn).toHaveBeenCalledWith(
      'The account panel could not open',
      expect.any(TypeError),
      expect.anything(),
    );
  },
};

/** Each alert colour the portal uses (red, orange, blue, green), with its icon, and a variant named or not. */
const ALERTS_IN_USE = [
  { color: 'red', title: 'Something went wrong!', Icon: IconAlertCircle },
  { color: 'orange', title: 'The server cannot be reached', Icon: IconAlertTriangle },
  { color: 'blue', title: 'A new version is available', Icon: IconInfoCircle },
  { color: 'green', title: 'Password changed', Icon: IconCircleCheck },
] as const;

/** An `rgb()`/`rgba()` colour's channels. */
const channels = (color: string) =>
  color
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);

/**
 * Alerts in dark (design review m8, m1): a raised neutral surface with a border, and a bar, an icon and a
 * title in the alert's colour (never a saturated slab, never the near-white of Mantine 9's dark
 * `--alert-color`); an alert that names no variant (the new-version alert) included.
 */
export const AlertsInDark: Story = {
  args: { error: new Error('unused') },
  globals: { colorScheme: 'dark' },
  render: () => (
    <Stack p="md" maw={480}>
      {ALERTS_IN_USE.map(({ color, title, Icon }) => (
        <Alert key={color} color={color} title={title} icon={<Icon size={20} aria-hidden />}>
          With no variant named
        </Alert>
      ))}
      {ALERTS_IN_USE.map(({ color, title }) => (
        <Alert key={color} color={color} variant="light" title={title}>
          The light variant
        </Alert>
      ))}
      <NewVersionAlert />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument;
    await expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--portal-surface-raised)';
    canvasElement.append(probe);
    const raised = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const alerts = [...canvasElement.querySelectorAll<HTMLElement>('.mantine-Alert-root')];
    await expect(alerts).toHaveLength(2 * ALERTS_IN_USE.length + 1);
    // An error on its own red step over the raised surface (the thirteenth grade: a light error read as a note), every
    // other alert on the raised surface itself.
    probe.style.backgroundColor = 'var(--portal-error-surface)';
    canvasElement.append(probe);
    const errorSurface = getComputedStyle(probe).backgroundColor;
    probe.remove();
    await expect(errorSurface).not.toBe(raised);
    for (const alert of alerts) {
      const isError = alert.style.getPropertyValue('--portal-alert-surface') !== '';
      await expect(getComputedStyle(alert).backgroundColor).toBe(isError ? errorSurface : raised);
    }
    // The error's bar and title are red, not near-white: red leads green and blue by far (red.4 is
    // 255/135/135; the near-white red.0 that showed before is 255/245/245).
    const error = alerts[0]!;
    const bar = channels(getComputedStyle(error).borderInlineStartColor);
    const title = channels(getComputedStyle(error.querySelector('.mantine-Alert-title')!).color);
    for (const [red, green, blue] of [bar, title]) await expect(red! - Math.max(green!, blue!)).toBeGreaterThan(80);
    // And the four colours' bars differ from one another: error, warning, note and success apart.
    const bars = alerts.slice(0, ALERTS_IN_USE.length).map((alert) => getComputedStyle(alert).borderInlineStartColor);
    await expect(new Set(bars).size).toBe(ALERTS_IN_USE.length);
  },
};
