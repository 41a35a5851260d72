import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/testing/app-providers';
import { AUTH_TEXT } from '../constants';
import { IdleWarning } from './idle-warning';

const announce = vi.hoisted(() => vi.fn());
vi.mock('@/shared/ui/live-announcer', async (original) => ({
  ...(await original<typeof import('@/shared/ui/live-announcer')>()),
  announce,
}));

/** Lets `count` seconds pass one by one, each rendered, as in a browser. */
function seconds(count: number) {
  for (let second = 0; second < count; second += 1) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

function renderWarning(secondsLeft: number) {
  const onStay = vi.fn();
  const onSignOut = vi.fn();
  render(
    <AppProviders>
      <IdleWarning opened signOutAt={Date.now() + secondsLeft * 1000} onStay={onStay} onSignOut={onSignOut} />
    </AppProviders>,
  );
  return { onStay, onSignOut };
}

describe('IdleWarning', () => {
  beforeEach(() => {
    // Only the countdown's clock: the dialog's transitions keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    announce.mockClear();
  });

  it('counts down to the deadline it is given, every second', async () => {
    renderWarning(120);
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Signing you out in 2:00');
    seconds(18);
    expect(timer).toHaveTextContent('Signing you out in 1:42');
    seconds(100);
    expect(timer).toHaveTextContent('Signing you out in 0:02');
    seconds(5);
    expect(timer).toHaveTextContent('Signing you out in 0:00'); // never below: the time-out ends it
  });

  it('announces politely when it opens and at 60, 30 and 10 s left, not every second', async () => {
    renderWarning(120);
    await screen.findByRole('timer');
    expect(announce).toHaveBeenCalledExactlyOnceWith(
      `${AUTH_TEXT.idleWarningTitle} ${AUTH_TEXT.idleWarningText} Signing you out in 2 minutes.`,
    );
    seconds(59);
    expect(announce).toHaveBeenCalledTimes(1);
    seconds(1);
    expect(announce).toHaveBeenLastCalledWith('Signing you out in 1 minute.');
    seconds(30);
    expect(announce).toHaveBeenLastCalledWith('Signing you out in 30 seconds.');
    seconds(20);
    expect(announce).toHaveBeenLastCalledWith('Signing you out in 10 seconds.');
    seconds(10);
    expect(announce).toHaveBeenCalledTimes(4);
  });

  it('opened late (a tab woken 100 s in), it says the time left and only the milestones still ahead', async () => {
    renderWarning(20);
    expect(await screen.findByRole('timer')).toHaveTextContent('Signing you out in 0:20');
    expect(announce).toHaveBeenLastCalledWith(expect.stringMatching(/Signing you out in 20 seconds\.$/));
    seconds(20);
    expect(announce.mock.calls.map(([text]) => text).slice(1)).toEqual(['Signing you out in 10 seconds.']);
  });

  it('"Stay signed in" is the focused primary action; "Sign out now" beside it ends the session; no ×', async () => {
    const { onStay, onSignOut } = renderWarning(120);
    const dialog = await screen.findByRole('dialog', { name: AUTH_TEXT.idleWarningTitle });
    const stay = screen.getByRole('button', { name: AUTH_TEXT.staySignedIn });
    await vi.waitFor(() => expect(stay).toHaveFocus());
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      AUTH_TEXT.signOutNow,
      AUTH_TEXT.staySignedIn,
    ]);
    expect(dialog).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: AUTH_TEXT.signOutNow }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(onStay).not.toHaveBeenCalled();
    // While the session ends, staying is no longer offered.
    expect(stay).toBeDisabled();
  });
});
