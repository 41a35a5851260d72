import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { RECOVERY_STEPS } from '../../constants';
import { RecoveryProgress } from './recovery-progress';

const steps = async () =>
  within(await screen.findByRole('list', { name: 'Password recovery steps' })).getAllByRole('listitem');

describe('RecoveryProgress', () => {
  it('numbers the current and upcoming steps and checks the ones done', async () => {
    renderWithProviders(<RecoveryProgress active={1} />);
    const [first, second, third] = await steps();
    expect(first).toHaveTextContent('(completed)');
    expect(second).toHaveAttribute('aria-current', 'step');
    expect(second).toHaveTextContent('2');
    expect(third).toHaveTextContent('3');
  });

  it('shows the last step, the end of the flow, as done rather than as a number', async () => {
    renderWithProviders(<RecoveryProgress active={RECOVERY_STEPS.length - 1} />);
    const last = (await steps()).at(-1)!;
    expect(last).toHaveAttribute('aria-current', 'step');
    expect(last).toHaveAttribute('data-state', 'current');
    expect(last).not.toHaveTextContent(String(RECOVERY_STEPS.length));
    expect(last.querySelector('svg')).not.toBeNull();
  });
});
