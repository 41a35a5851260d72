import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MockToolsPanel } from '../tools/mock-tools-panel';
import { getMockIdentitySwitches, MOCK_IDENTITY_SWITCH_LABELS, resetMockIdentitySwitches } from './switches';

/** Every switch of the mock identity provider on, or every one off. */
const everySwitch = (on: boolean) =>
  Object.fromEntries(Object.keys(MOCK_IDENTITY_SWITCH_LABELS).map((key) => [key, on]));

describe('Mock tools: workplace sign-in switches', () => {
  it('turns each switch of the mock identity provider on and off; reset turns them off', async () => {
    const onReset = vi.fn();
    renderWithProviders(<MockToolsPanel defaultOpened onReset={onReset} />);
    const section = (await screen.findByRole('heading', { name: /Workplace sign-in/ })).closest('section')!;
    for (const label of [
      'Workplace sign-in fails',
      'Silent renewal fails',
      'Token lifetime 2 minutes',
      'Dashboards fail to load',
      'Dashboards load slowly',
      'Dashboards never finish loading',
      'Headline visuals renamed',
    ]) {
      const toggle = await within(section).findByRole('switch', { name: label });
      expect(toggle).not.toBeChecked();
      await userEvent.click(toggle);
      expect(toggle).toBeChecked();
    }
    expect(await getMockIdentitySwitches()).toEqual(everySwitch(true));
    await userEvent.click(screen.getByRole('button', { name: 'Reset mock data' }));
    await vi.waitFor(() => expect(onReset).toHaveBeenCalled());
    expect(await getMockIdentitySwitches()).toEqual(everySwitch(false));
    await resetMockIdentitySwitches();
  });
});
