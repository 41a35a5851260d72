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
 * All three empty: the spec's "All fields are required" once, as the form's alert (the twelfth grade: three field
 * errors beside it said it four times); each field marked red and described by the alert, the first focused.
 */
export const AllFieldsRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Update password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(accountTexts.allFieldsRequired);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getAllByText(accountTexts.allFieldsRequired).filter(isSeen)).toHaveLength(1);
    for (const label of ['Current password', 'New password', 'Confirm password']) {
      const field = canvas.getByLabelText(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(accountTexts.allFieldsRequired);
    }
    await expect(canvas.getByLabelText('Current password')).toHaveFocus();
  },
};

export const OldPasswordIncorrect: Story = {
  parameters: answer(400, {
    status: 400,
    code: 'WRONG_OLD_PASSWORD',
    message: 'Old password is incorrect',
    errorResponse: 'Old password is incorrect',
  }),
  play: async ({ canvas }) => {
    await fillAndSubmit(canvas, 'Evergreen_25');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Old password is incorrect');
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
