import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, type within } from 'storybook/test';
import { withConfirmations } from '@/testing/story-decorators';
import { signedInAt } from '@/testing/story-fixtures';
import { ChangePasswordForm } from './change-password-form';
import { accountTexts } from '../constants';
import { cssColor } from '@/testing/css-color';
import { isSeen } from '@/testing/seen';

/** Change Password: three Hold To Peek fields, the instructions, and each message the form shows. */
const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  parameters: { layout: 'padded', ...signedInAt('/account/change-password') },
  decorators: [withConfirmations],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const POLICY =
  'Password must be 8 to 16 characters long and contain at least 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character (! @ # $ % ^ & * _)';

const answer = (status: number, body: object) => ({
  msw: { handlers: [http.post('*/change-password', () => HttpResponse.json(body, { status }))] },
});

async function fillAndSubmit(canvas: ReturnType<typeof within>, newPassword: string) {
  await userEvent.type(await canvas.findByLabelText('Current password'), 'Portal#2024');
  await userEvent.type(canvas.getByLabelText('New password'), newPassword);
  await userEvent.type(canvas.getByLabelText('Confirm password'), newPassword);
  await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
}

/** Each rule's state (its icon's `data-rule-icon`) and whether its words are dimmed, red or in the text's own ink. */
function rulesOf(canvasElement: HTMLElement) {
  const [dimmed, error] = [cssColor('var(--mantine-color-dimmed)'), cssColor('var(--mantine-color-error)')];
  return [...canvasElement.querySelectorAll<HTMLElement>('li')].map((item) => {
    const ink = getComputedStyle(item).color;
    const state = item.querySelector('[data-rule-icon]')!.getAttribute('data-rule-icon');
    return `${state} ${ink === dimmed ? 'dimmed' : ink === error ? 'red' : 'ink'}`;
  });
}

/** The checklist starts neutral (the eighth grade): grey dots and dimmed words, until a rule is met. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByRole('button', { name: 'Hold To Peek' })).toHaveLength(3);
    await expect(rulesOf(canvasElement)).toEqual(Array(5).fill('open dimmed'));
    await userEvent.type(canvas.getByLabelText('New password'), 'evergreen');
    await expect(rulesOf(canvasElement)).toEqual(['met ink', 'open dimmed', 'met ink', 'open dimmed', 'open dimmed']);
  },
};

/** The new password revealed while its Hold To Peek control is held. */
export const Peeking: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('New password'), 'Evergreen_25');
    const [, newPeek] = canvas.getAllByRole('button', { name: 'Hold To Peek' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: newPeek! });
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text');
  },
};

/**
 * The error drawn under a field: in the field's own wrapper, right under its input (within 24 px, its left edge on the
 * input's), red, and the words the field is described by.
 */
async function expectErrorUnder(field: HTMLElement, words: string) {
  const error = field.closest('.mantine-InputWrapper-root')?.querySelector<HTMLElement>('.mantine-InputWrapper-error');
  await expect(error).toBeTruthy();
  await expect(error).toHaveTextContent(words);
  await expect(isSeen(error!)).toBe(true);
  await expect(getComputedStyle(error!).color).toBe(cssColor('var(--mantine-color-error)'));
  const [input, under] = [field.getBoundingClientRect(), error!.getBoundingClientRect()];
  await expect(under.top).toBeGreaterThanOrEqual(input.bottom);
  await expect(under.top - input.bottom).toBeLessThan(24);
  await expect(Math.abs(under.left - input.left)).toBeLessThan(2);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(words);
  return error!;
}

/**
 * All three empty: each field says under it what it needs, in red, and the first is focused; R5.2's "All fields are
 * required" is said once, as the form's alert, the one thing announced.
 */
export const AllFieldsRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Update password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(accountTexts.allFieldsRequired);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getAllByText(accountTexts.allFieldsRequired).filter(isSeen)).toHaveLength(1);
    const words = {
      'Current password': accountTexts.enterCurrentPassword,
      'New password': accountTexts.enterNewPassword,
      'Confirm password': accountTexts.confirmNewPassword,
    };
    for (const [label, missing] of Object.entries(words)) await expectErrorUnder(canvas.getByLabelText(label), missing);
    await expect(canvas.getByLabelText('Current password')).toHaveFocus();
  },
};

/** A wrong current password: the server's words under Current password, announced, the field focused, no alert. */
export const OldPasswordIncorrect: Story = {
  parameters: answer(400, {
    status: 400,
    code: 'WRONG_OLD_PASSWORD',
    message: 'Old password is incorrect',
    errorResponse: 'Old password is incorrect',
  }),
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvas, 'Evergreen_25');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Old password is incorrect');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvasElement.querySelector('.mantine-Alert-root')).toBeNull();
    const field = canvas.getByLabelText('Current password');
    await expect(await expectErrorUnder(field, 'Old password is incorrect')).toBe(alert);
    await expect(field).toHaveFocus();
  },
};

/** The confirmation the server found different (PASSWORD_MISMATCH): under Confirm password, focused. */
export const PasswordsDoNotMatch: Story = {
  parameters: answer(400, {
    status: 400,
    code: 'PASSWORD_MISMATCH',
    message: 'Passwords do not match!',
    errorResponse: 'Passwords do not match!',
  }),
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvas, 'Evergreen_25');
    const alert = await canvas.findByRole('alert');
    await expect(canvasElement.querySelector('.mantine-Alert-root')).toBeNull();
    const field = canvas.getByLabelText('Confirm password');
    await expect(await expectErrorUnder(field, 'Passwords do not match!')).toBe(alert);
    await expect(field).toHaveFocus();
  },
};

/** Too many wrong passwords is no field's: the form's alert, under the fields. */
export const TooManyAttempts: Story = {
  parameters: answer(429, {
    status: 429,
    code: 'TOO_MANY_ATTEMPTS',
    message: 'Too many wrong passwords. Please try again later',
    errorResponse: 'Too many wrong passwords. Please try again later',
  }),
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvas, 'Evergreen_25');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Too many wrong passwords. Please try again later');
    await expect(alert.closest('.mantine-Alert-root')).toBeTruthy();
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};

export const PolicyError: Story = {
  parameters: answer(400, { status: 400, code: 'INVALID_REQUEST', message: POLICY, errorResponse: POLICY }),
  play: async ({ canvas, canvasElement }) => {
    await fillAndSubmit(canvas, 'weak');
    // The eighth grade: red ✕ rules and a bold alert repeating the policy said it twice. The server's text once, as the
    // New password's own error (R8.2), the rules it broke red, and no alert under the form.
    const error = await canvas.findByRole('alert');
    await expect(error).toHaveTextContent(POLICY);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getAllByText(POLICY)).toHaveLength(1);
    await expect(canvasElement.querySelector('.mantine-Alert-root')).toBeNull();
    const field = canvas.getByLabelText('New password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(POLICY);
    await expect(getComputedStyle(error).color).toBe(cssColor('var(--mantine-color-error)'));
    await expect(rulesOf(canvasElement)).toEqual(['failed red', 'failed red', 'met ink', 'failed red', 'failed red']);
    // p6: one 16 px icon column, met, failed or open, each a visible circle (an open rule was a text
    // bullet on nothing).
    const icons = [...canvasElement.querySelectorAll<HTMLElement>('[data-rule-icon]')];
    await expect(icons).toHaveLength(5);
    for (const icon of icons) {
      const { width, height } = icon.getBoundingClientRect();
      await expect([width, height]).toEqual([16, 16]);
      const style = getComputedStyle(icon);
      const painted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.borderTopColor !== 'rgba(0, 0, 0, 0)';
      await expect(painted).toBe(true);
    }
  },
};

/** The refused password in dark: the field's error and the rules' red in dark's error colour. */
export const PolicyErrorDark: Story = { ...PolicyError, globals: { colorScheme: 'dark' } };

export const PasswordUpdated: Story = {
  parameters: answer(200, { status: 200, message: 'Password updated successfully' }),
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas, 'Evergreen_25');
    await expect(await screen.findByTestId('confirmation')).toHaveTextContent('Password updated successfully');
    await expect(canvas.getByLabelText('New password')).toHaveValue('');
  },
};
