import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { CONFIRMATION_SHOWN_MS } from '@/shared/ui/confirmation-text';

/**
 * A message the test has just found stays 5 s, then goes: shown 100 ms before, gone 100 ms after.
 *
 * Call it right after finding the message. The component tests' fake clock also moves with real time
 * (`shouldAdvanceTime`, which Testing Library's waits need). A busy machine's real time, spent before the
 * check and while timers ran during it, counted as part of the 5 s: profile-picture.test.tsx failed so
 * with a CPU hog beside `npm test`. So the clock stands still for the check, and then moves again as
 * before (sinon's 20 ms steps).
 */
export function expectShownForFiveSeconds(text: string): Promise<void> {
  return expectForFiveSeconds(
    () => expect(screen.getByText(text)).toBeInTheDocument(),
    () => expect(screen.queryByText(text)).not.toBeInTheDocument(),
  );
}

/** The same for a success, which is the confirmation toast (live-announcer's confirmAction). */
export function expectConfirmedForFiveSeconds(text: string): Promise<void> {
  return expectForFiveSeconds(
    () => expect(screen.getByTestId('confirmation')).toHaveTextContent(text),
    () => expect(screen.queryByTestId('confirmation')).not.toBeInTheDocument(),
  );
}

async function expectForFiveSeconds(shown: () => void, gone: () => void): Promise<void> {
  vi.setTimerTickMode('manual');
  try {
    await act(() => vi.advanceTimersByTimeAsync(CONFIRMATION_SHOWN_MS - 100));
    shown();
    await act(() => vi.advanceTimersByTimeAsync(200));
    gone();
  } finally {
    vi.setTimerTickMode('interval', 20);
  }
}
