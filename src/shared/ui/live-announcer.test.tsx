import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, CONFIRMATION_SHOWN_MS, confirmAction, LiveAnnouncer } from './live-announcer';

beforeEach(() => vi.useFakeTimers());

/** Confirms, and lets the confirmation's own chunk (loaded at its first showing) arrive. */
async function confirm(text: string) {
  act(() => confirmAction(text));
  await act(() => import('./confirmation'));
}
afterEach(() => vi.useRealTimers());

describe('confirmAction', () => {
  it('shows the confirmation for 5 s and says it through the live region', async () => {
    render(
      <MantineProvider>
        <LiveAnnouncer />
      </MantineProvider>,
    );
    await confirm('View "Q3" saved');
    expect(screen.getByTestId('confirmation')).toHaveTextContent('View "Q3" saved');
    expect(screen.getByTestId('live-announcer')).toHaveTextContent('View "Q3" saved');
    act(() => vi.advanceTimersByTime(CONFIRMATION_SHOWN_MS - 1));
    expect(screen.getByTestId('confirmation')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('confirmation')).not.toBeInTheDocument();
  });

  it('a new confirmation replaces the last and gets its own 5 s; a plain announcement shows nothing', async () => {
    render(
      <MantineProvider>
        <LiveAnnouncer />
      </MantineProvider>,
    );
    act(() => announce('Home'));
    expect(screen.queryByTestId('confirmation')).not.toBeInTheDocument();
    await confirm('View "Q3" saved');
    act(() => vi.advanceTimersByTime(3000));
    await confirm('Link to "Q3" copied');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('confirmation')).toHaveTextContent('Link to "Q3" copied');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId('confirmation')).not.toBeInTheDocument();
  });
});
