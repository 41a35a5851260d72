import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { messages } from '@/mocks/lib/constants';
import { errorResponse } from '@/mocks/lib/errors';
import { expect, userEvent, within } from 'storybook/test';
import { AuthLayout } from '../auth-screen';
import { ForgotPasswordFlow } from './forgot-password-flow';
import { AUTH_TEXT } from '../../constants';

const MASKED_EMAIL = 'jo*********@example.com';
const MINUTE = 60_000;

const meta = {
  title: 'Auth/Forgot password',
  component: ForgotPasswordFlow,
  tags: ['screen'],
  parameters: { route: '/forgot-password' },
  decorators: [
    (Story) => (
      <AuthLayout title="Forgot password">
        <Story />
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the code step, `minutesAgo` after the code was sent. */
function onCodeStep(minutesAgo: number, overrides: Record<string, unknown> = {}) {
  return {
    initialState: {
      step: 'verify-code' as const,
      username: 'javery',
      maskedEmail: MASKED_EMAIL,
      codeSentAt: Date.now() - minutesAgo * MINUTE,
      ...overrides,
    },
  };
}

/** Step 1, Verify Email. */
export const VerifyEmail: Story = {};

/** Step 1 submitted empty. */
export const VerifyEmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Code' }));
    await expect(canvas.getByText('Please enter username or email to proceed')).toBeVisible();
  },
};

/**
 * Step 1 refused by the server: its message in red. (An unknown user is not refused: the contract
 * answers it like a known one, so the answer never tells which accounts exist.)
 */
export const VerifyEmailRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/forgot-password', () =>
          errorResponse('requestPasswordRecovery', 429, 'RECOVERY_THROTTLED', messages.recoveryThrottled, {
            retryAfterSeconds: 600,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: AUTH_TEXT.usernameLabel }), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.recoveryThrottled);
  },
};

/** Step 2 just entered: 9:59, resend not yet possible, 3 attempts. */
export const VerifyCode: Story = { args: onCodeStep(0) };

/** Less than a minute left: the countdown is red. */
export const VerifyCodeExpiring: Story = {
  args: onCodeStep(9.25),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAttribute('data-expiring', 'true');
  },
};

/** More than 2 minutes on the step: "Resend code" is enabled. */
export const VerifyCodeResendAvailable: Story = {
  args: onCodeStep(2.5, { resendsUsed: 1 }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resend code' })).toBeEnabled();
  },
};

/** All 3 resends used. */
export const VerifyCodeResendLimitReached: Story = {
  args: onCodeStep(3, { resendsUsed: 3 }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resend code limit reached' })).toBeDisabled();
  },
};

/** A wrong code: the server's message and one attempt fewer. */
export const VerifyCodeWrongCode: Story = {
  args: onCodeStep(1),
  parameters: {
    msw: {
      handlers: [
        http.post('*/security-authentication', () =>
          HttpResponse.json(
            { status: 400, code: 'CODE_INVALID', message: 'Invalid code', attemptsLeft: 2 },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Verification code/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid code');
    await expect(canvas.getByText('Attempts left: 2')).toBeVisible();
  },
};

/** No attempts left: verification locked, the user starts again. */
export const VerifyCodeNoAttemptsLeft: Story = {
  args: onCodeStep(4, { attemptsLeft: 0 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Attempts left: 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
  },
};

/** Step 3, Set New Password. */
export const SetNewPassword: Story = {
  args: { initialState: { step: 'set-new-password', username: 'javery', maskedEmail: MASKED_EMAIL } },
};

/** Step 3 with a confirmation that differs. */
export const SetNewPasswordMismatch: Story = {
  args: SetNewPassword.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Evergreen_25');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Evergreen_26');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByText('Passwords do not match!')).toBeVisible();
  },
};

/** Step 3 refused by the server (the password policy): its message in red under New password, which is focused. */
export const SetNewPasswordPolicyError: Story = {
  args: SetNewPassword.args,
  parameters: {
    msw: {
      handlers: [
        http.put('*/forgot-password', () =>
          HttpResponse.json(
            {
              status: 400,
              code: 'INVALID_REQUEST',
              message:
                'Password must be 8 to 16 characters long and contain at least 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character (! @ # $ % ^ & * _)',
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const error = await canvas.findByRole('alert');
    await expect(error).toHaveTextContent(/^Password must be 8 to 16 characters/);
    const field = canvas.getByLabelText(/^New password/);
    await expect(field.closest('.mantine-InputWrapper-root')?.contains(error)).toBe(true);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect(canvasElement.querySelector('.mantine-Alert-root')).toBeNull();
  },
};

/** Step 4, Reset Successful, counting down to the login. */
export const ResetSuccessful: Story = {
  args: { initialState: { step: 'reset-successful', username: 'javery', maskedEmail: MASKED_EMAIL } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your new password has been created successfully')).toBeVisible();
  },
};
