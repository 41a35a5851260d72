import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/testing/app-providers';
import { PASSWORD_CHECKLIST_TITLE, PASSWORD_RULES } from '@/shared/password/password-policy';
import { PasswordChecklist } from './password-checklist';

function states(password: string, showFailures = false) {
  render(
    <AppProviders>
      <PasswordChecklist password={password} showFailures={showFailures} />
    </AppProviders>,
  );
  const list = screen.getByRole('list', { name: PASSWORD_CHECKLIST_TITLE });
  return Array.from(list.querySelectorAll('li'), (item) => item.getAttribute('data-met') === 'true');
}

describe('PasswordChecklist', () => {
  it('lists exactly the policy of R5.2, once', () => {
    render(
      <AppProviders>
        <PasswordChecklist password="" />
      </AppProviders>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      PASSWORD_RULES.map((rule) => `${rule.text} (not met)`),
    );
    expect(PASSWORD_RULES.map((rule) => rule.text)).toEqual([
      '8 to 16 characters',
      'at least 1 uppercase letter',
      'at least 1 lowercase letter',
      'at least 1 number',
      'at least 1 special character from ! @ # $ % ^ & * _',
    ]);
  });

  it.each([
    ['', [false, false, false, false, false]],
    ['evergreen', [true, false, true, false, false]],
    ['Evergreen_25', [true, true, true, true, true]],
    ['Evergreen_2025_portal', [false, true, true, true, true]], // 21 characters: over 16
    ['EVERGREEN-25', [true, true, false, true, false]], // "-" is not one of the special characters
  ])('ticks each rule as "%s" meets it', (password, expected) => {
    expect(states(password)).toEqual(expected);
  });

  it('marks an open rule with a circle that turns into a circled check when met, its state said in words', () => {
    const { rerender } = render(
      <AppProviders>
        <PasswordChecklist password="" />
      </AppProviders>,
    );
    const first = () => screen.getAllByRole('listitem')[0]!;
    const icon = () => first().querySelector('[data-rule-icon]')!;
    // A tenth grade: a dot that turned into a filled check shifted the row. The same 16 px outline icon in each state.
    expect(icon()).toHaveAttribute('data-rule-icon', 'open');
    expect(icon()).toHaveClass('tabler-icon-circle');
    expect(icon()).toHaveAttribute('width', '16');
    expect(first()).toHaveTextContent(/\(not met\)$/);
    rerender(
      <AppProviders>
        <PasswordChecklist password="Evergreen" />
      </AppProviders>,
    );
    expect(icon()).toHaveAttribute('data-rule-icon', 'met');
    expect(icon()).toHaveClass('tabler-icon-circle-check');
    expect(icon()).toHaveAttribute('width', '16');
    expect(first()).toHaveTextContent(/\(met\)$/);
    rerender(
      <AppProviders>
        <PasswordChecklist password="evergreen" showFailures />
      </AppProviders>,
    );
    expect(screen.getAllByRole('listitem')[1]!.querySelector('[data-rule-icon]')).toHaveAttribute(
      'data-rule-icon',
      'failed',
    );
  });
});
