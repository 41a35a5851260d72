import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/testing/render';
import { LiveAnnouncer } from '@/shared/ui/live-announcer';
import { canSignIn, DEMO_PASSWORD, signInAs } from '@/testing/account';
import { recordPostedBodies } from '@/testing/request-bodies';
import { ChangePasswordForm } from './change-password-form';
import { expectConfirmedForFiveSeconds } from '@/testing/shown-for-five-seconds';
import { accountTexts } from '../constants';

const POLICY =
  'Password must be 8 to 16 characters long and contain at least 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character (! @ # $ % ^ & * _)';

const spyOnChangePassword = () => recordPostedBodies('*/change-password');

/** Each field's label and the words an empty submit puts under it. */
const FIELDS = {
  old: { label: 'Current password', missing: accountTexts.enterCurrentPassword },
  new: { label: 'New password', missing: accountTexts.enterNewPassword },
  confirm: { label: 'Confirm password', missing: accountTexts.confirmNewPassword },
} as const;

/** The error drawn under a field, in the field's own wrapper, or null. */
const fieldErrorOf = (field: HTMLElement) =>
  field.closest('.mantine-InputWrapper-root')?.querySelector<HTMLElement>('.mantine-InputWrapper-error') ?? null;

async function setup() {
  await signInAs('javery');
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(
    <>
      <ChangePasswordForm />
      <LiveAnnouncer />
    </>,
  );
  await screen.findByLabelText('Current password');
  const fill = async (values: { old?: string; new?: string; confirm?: string }) => {
    if (values.old) await user.type(screen.getByLabelText('Current password'), values.old);
    if (values.new) await user.type(screen.getByLabelText('New password'), values.new);
    if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Update password' }));
  return { user, fill, submit };
}

// The shared set-up gives the real timers back after each test (src/testing/setup.ts).
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

describe('ChangePasswordForm', () => {
  it('has current, new and confirm fields, each with its own Hold To Peek control, and the instructions', async () => {
    await setup();
    for (const label of ['Current password', 'New password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    expect(screen.getAllByRole('button', { name: 'Hold To Peek' })).toHaveLength(3);
    const instructions = screen.getByRole('list', { name: 'The new password must have:' });
    expect(instructions).toHaveTextContent('8 to 16 characters');
    expect(instructions).toHaveTextContent('at least 1 uppercase letter');
    expect(instructions).toHaveTextContent('at least 1 lowercase letter');
    expect(instructions).toHaveTextContent('at least 1 number');
    expect(instructions).toHaveTextContent('at least 1 special character from ! @ # $ % ^ & * _');
  });

  it('reveals only the field whose control is held', async () => {
    const { user, fill } = await setup();
    await fill({ old: 'Portal#2024', new: 'Other#2025' });
    const [, newPeek] = screen.getAllByRole('button', { name: 'Hold To Peek' });
    await user.pointer({ keys: '[MouseLeft>]', target: newPeek! });
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    await user.pointer({ keys: '[/MouseLeft]', target: newPeek! });
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  });

  it.each([
    ['all are empty', {}],
    ['the old password is empty', { new: 'Other#2025', confirm: 'Other#2025' }],
    ['the new password is empty', { old: DEMO_PASSWORD, confirm: 'Other#2025' }],
    ['the confirmation is empty', { old: DEMO_PASSWORD, new: 'Other#2025' }],
  ])(
    'says under each empty field what it needs, "All fields are required" once, and sends nothing when %s',
    async (_case, values) => {
      const bodies = spyOnChangePassword();
      const { fill, submit } = await setup();
      await fill(values);
      await submit();

      // R5.2's sentence once, as the form's alert, the one thing announced.
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(accountTexts.allFieldsRequired);
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.getAllByText(accountTexts.allFieldsRequired)).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(bodies).toHaveLength(0);
      // Each empty field has its own words under it, which describe it; the filled ones have none.
      const emptyLabels = Object.entries(FIELDS)
        .filter(([key]) => !(key in values))
        .map(([, { label }]) => label);
      for (const { label, missing } of Object.values(FIELDS)) {
        const field = screen.getByLabelText(label);
        if (emptyLabels.includes(label)) {
          expect(field, label).toHaveAttribute('aria-invalid', 'true');
          expect(field).toHaveAccessibleDescription(missing);
          expect(fieldErrorOf(field)).toHaveTextContent(missing);
        } else {
          expect(field, label).not.toHaveAttribute('aria-invalid', 'true');
          expect(fieldErrorOf(field)).toBeNull();
          expect(screen.queryByText(missing)).not.toBeInTheDocument();
        }
      }
      expect(screen.getByLabelText(emptyLabels[0]!)).toHaveFocus();
      // The failed submit keeps what was typed.
      const typed: { old?: string; new?: string; confirm?: string } = values;
      for (const [key, { label }] of Object.entries(FIELDS))
        expect(screen.getByLabelText(label)).toHaveValue(typed[key as keyof typeof FIELDS] ?? '');
    },
  );

  it('keeps "All fields are required" while a field it marked is still empty', async () => {
    const { fill, submit } = await setup();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.allFieldsRequired);
    // Typing in one clears its error; the other two are still empty, so theirs and the alert stay.
    await fill({ old: DEMO_PASSWORD });
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(accountTexts.enterCurrentPassword)).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(accountTexts.enterNewPassword);
    expect(screen.getByRole('alert')).toHaveTextContent(accountTexts.allFieldsRequired);
    await fill({ new: 'Other#2025', confirm: 'Other#2025' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(accountTexts.confirmNewPassword)).not.toBeInTheDocument();
  });

  it('leaves the password policy to the server and shows its answer in red, once, under the new password', async () => {
    const bodies = spyOnChangePassword();
    const { fill, submit } = await setup();
    await fill({ old: DEMO_PASSWORD, new: 'weak', confirm: 'weak' });
    await submit();

    // The eighth grade: the red ✕ rules and an alert repeating the policy said it twice. One field error, no alert.
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(POLICY);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(error.closest('.mantine-Alert-root')).toBeNull();
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(field).toHaveFocus();
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([
      { oldPassword: DEMO_PASSWORD, newPassword: 'weak', confirmPassword: 'weak', session_token: 'oa_user_info' },
    ]);
    // An error stays until the next attempt; the fields keep what was typed.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('alert')).toHaveTextContent(POLICY);
    expect(screen.getByLabelText('New password')).toHaveValue('weak');
    // The server's text stays as it is (R8.2); the checklist names the rules it failed (review m17).
    const failed = screen
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.endsWith('(not met)'))
      .map((item) => item.textContent);
    expect(failed).toEqual([
      '8 to 16 characters (not met)',
      'at least 1 uppercase letter (not met)',
      'at least 1 number (not met)',
      'at least 1 special character from ! @ # $ % ^ & * _ (not met)',
    ]);
  });

  it('says a wrong current password under that field, announced, and moves the focus there; no alert under the form', async () => {
    const { fill, submit } = await setup();
    await fill({ old: 'Wrong#2024', new: 'Other#2025', confirm: 'Other#2025' });
    await submit();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Old password is incorrect');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(document.querySelector('.mantine-Alert-root')).toBeNull();
    const field = screen.getByLabelText('Current password');
    expect(fieldErrorOf(field)).toBe(error);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Old password is incorrect');
    expect(field).toHaveFocus();
    for (const label of ['New password', 'Confirm password'])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid', 'true');
    // What was typed stays; editing the field clears what the server said about it.
    expect(field).toHaveValue('Wrong#2024');
    await fill({ old: 'x' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("says an error the rules do not explain once, as the form's alert, though the password breaks a rule", async () => {
    server.use(
      http.post('*/change-password', () =>
        HttpResponse.json(
          { status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'Try later', errorResponse: 'Try later' },
          { status: 429 },
        ),
      ),
    );
    const { fill, submit } = await setup();
    await fill({ old: DEMO_PASSWORD, new: 'weak', confirm: 'weak' });
    await submit();
    // A server that lists the fields it refused (the contract's `errors`) decides: none here, so no field error.
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Try later');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("says a server that cannot be reached as the form's alert, not as the new password's fault", async () => {
    server.use(http.post('*/change-password', () => HttpResponse.error()));
    const { fill, submit } = await setup();
    await fill({ old: DEMO_PASSWORD, new: 'weak', confirm: 'weak' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('does not check the confirmation itself: the server answers the mismatch, under the confirmation', async () => {
    const bodies = spyOnChangePassword();
    const { fill, submit } = await setup();
    await fill({ old: DEMO_PASSWORD, new: 'Other#2025', confirm: 'Other#2026' });
    await submit();
    // The contract's PASSWORD_MISMATCH is the confirmation's: under Confirm password, which takes the focus.
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Passwords do not match!');
    expect(bodies).toHaveLength(1);
    const field = screen.getByLabelText('Confirm password');
    expect(fieldErrorOf(field)).toBe(error);
    expect(field).toHaveAccessibleDescription('Passwords do not match!');
    expect(field).toHaveFocus();
    expect(document.querySelector('.mantine-Alert-root')).toBeNull();
  });

  it('shows any errorResponse the server sends', async () => {
    server.use(
      http.post('*/change-password', () =>
        HttpResponse.json(
          {
            status: 400,
            code: 'PASSWORD_MISMATCH',
            message: 'Nope <b>really</b>',
            errorResponse: 'Nope <b>really</b>',
          },
          { status: 400 },
        ),
      ),
    );
    const { fill, submit } = await setup();
    await fill({ old: DEMO_PASSWORD, new: 'Other#2025', confirm: 'Other#2025' });
    await submit();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Nope <b>really</b>');
    expect(error.querySelector('b')).toBeNull();
  });

  it('on success says "Password updated successfully" for 5 s, clears the fields, and only the new password signs in', async () => {
    const { fill, submit } = await setup();
    await fill({ old: DEMO_PASSWORD, new: 'Evergreen_25', confirm: 'Evergreen_25' });
    await submit();

    expect(await screen.findByTestId('confirmation')).toHaveTextContent(accountTexts.passwordUpdated);
    for (const label of ['Current password', 'New password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await expectConfirmedForFiveSeconds(accountTexts.passwordUpdated);

    expect(await canSignIn('javery', 'Evergreen_25')).toBe(true);
    expect(await canSignIn('javery', DEMO_PASSWORD)).toBe(false);
  });

  it('a new attempt replaces an earlier error', async () => {
    const { user, fill, submit } = await setup();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.allFieldsRequired);
    await fill({ old: DEMO_PASSWORD, new: 'Evergreen_25', confirm: 'Evergreen_25' });
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByTestId('confirmation')).toHaveTextContent(accountTexts.passwordUpdated);
    expect(screen.queryByText(accountTexts.allFieldsRequired)).not.toBeInTheDocument();
  });

  it('a second submit before the first is answered sends nothing (one failure recorded, not two)', async () => {
    const bodies = spyOnChangePassword();
    const { fill } = await setup();
    await fill({ old: 'Wrong#2024', new: 'Other#2025', confirm: 'Other#2025' });
    const form = screen.getByRole('form', { name: 'Change password' });
    // Two submits in one task, as a double press of Enter can give before React re-renders.
    act(() => {
      (form as HTMLFormElement).requestSubmit();
      (form as HTMLFormElement).requestSubmit();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Old password is incorrect');
    expect(bodies).toHaveLength(1);
  });
});
