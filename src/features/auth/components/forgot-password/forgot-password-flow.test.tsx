import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '@/mocks/lib/constants';
import { errorResponse } from '@/mocks/lib/errors';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getMockInbox } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render';
import { login } from '../../api/login';
import { AUTH_TEXT } from '../../constants';

const OLD_PASSWORD = 'Portal#2024';
const NEW_PASSWORD = 'Evergreen_25';
const MASKED_EMAIL = 'jo*********@example.com';

type User = ReturnType<typeof userEvent.setup>;

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const result = renderApp('/forgot-password', { user: null });
  return { ...result, user };
}

/** Moves the fake clock and lets React render what the timers changed. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function latestCode(): Promise<string> {
  // The newest code e-mail (a password-changed notice carries none).
  const latest = (await getMockInbox()).find((mail) => mail.code !== null);
  if (!latest?.code) throw new Error('No code e-mail in the mock inbox');
  return latest.code;
}

async function sendCode(user: User, username = 'javery') {
  await user.type(await screen.findByRole('textbox', { name: AUTH_TEXT.usernameLabel }), username);
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  await screen.findByText('A verification code has been sent to your e-mail');
  await advance(500);
  await screen.findByRole('heading', { name: 'Verify Code' });
}

async function verifyCode(user: User, code: string) {
  const field = screen.getByRole('textbox', { name: /Verification code/ });
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Verify Code' }));
}

function countdown() {
  return screen.getByRole('timer');
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
describe('Forgot password: Verify Email', () => {
  it('starts on Verify Email with the four steps and a way back to login', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Verify Email' })).toBeInTheDocument();
    for (const step of ['Verify Email', 'Verify Code', 'Set New Password', 'Reset Successful']) {
      expect(screen.getAllByText(step).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Forgot password | Carrier Analytics Portal');
    // "Register" of the login's link: where an account comes from.
    expect(screen.getByText(/^No account yet\? Accounts are set up by your portal administrator/)).toBeVisible();
  });

  it('requires the username or e-mail', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Send Code' }));
    expect(screen.getByText('Please enter username or email to proceed')).toBeInTheDocument();
    expect(await getMockInbox()).toHaveLength(0);
  });

  it('moves an unknown account on to the code step like a known one (the answer does not tell)', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: AUTH_TEXT.usernameLabel }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('heading', { name: 'Verify Code' })).toBeInTheDocument();
    expect(await getMockInbox()).toHaveLength(0);
  });

  it('shows the server message in red when the start is refused, keeping the input', async () => {
    server.use(
      http.post('*/forgot-password', () =>
        errorResponse('requestPasswordRecovery', 429, 'RECOVERY_THROTTLED', messages.recoveryThrottled, {
          retryAfterSeconds: 600,
        }),
      ),
    );
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: AUTH_TEXT.usernameLabel }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.recoveryThrottled);
    expect(alert.querySelector('.mantine-Alert-icon')).not.toBeNull(); // the form alert (Foundations, "Feedback")
    expect(screen.getByRole('textbox', { name: AUTH_TEXT.usernameLabel })).toHaveValue('nobody');
  });

  it('shows "Something went wrong!" when the server cannot be reached', async () => {
    server.use(http.post('*/forgot-password', () => HttpResponse.error()));
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: AUTH_TEXT.usernameLabel }), 'javery');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it('goes to the code step about 0.5 s after the code was sent, with the masked e-mail', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: AUTH_TEXT.usernameLabel }), 'jordan.avery@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByText('A verification code has been sent to your e-mail');
    await advance(400);
    expect(screen.getByRole('heading', { name: 'Verify Email' })).toBeInTheDocument();
    await advance(100);
    expect(await screen.findByRole('heading', { name: 'Verify Code' })).toBeInTheDocument();
    expect(screen.getByText(MASKED_EMAIL)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
  });
});

describe('Forgot password: Verify Code', () => {
  it('counts down from 9:59 and turns red at 1:00 or less', async () => {
    const { user } = setup();
    await sendCode(user);
    expect(countdown()).toHaveTextContent('Code expires in 9:59');
    expect(countdown()).not.toHaveAttribute('data-expiring');

    await advance(1_000);
    expect(countdown()).toHaveTextContent('9:58');
    await advance((9 * 60 - 2) * 1_000); // 1:00 left
    expect(countdown()).toHaveTextContent('1:00');
    expect(countdown()).toHaveAttribute('data-expiring', 'true');
    expect(countdown()).toHaveStyle({ color: 'var(--portal-color-error-text)' });
  });

  it('is not red at 1:01', async () => {
    const { user } = setup();
    await sendCode(user);
    await advance((9 * 60 - 2) * 1_000);
    expect(countdown()).toHaveTextContent('1:01');
    expect(countdown()).not.toHaveAttribute('data-expiring');
    await advance(60_000);
    expect(countdown()).toHaveTextContent('0:01');
    await advance(5_000);
    expect(countdown()).toHaveTextContent('0:00');
  });

  it('requires a code, and takes at most 6 digits', async () => {
    const { user } = setup();
    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(screen.getByText('Please enter valid code to proceed')).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: /Verification code/ });
    await user.type(field, '12a34 5678');
    expect(field).toHaveValue('123456');
    expect(field).toHaveAttribute('maxlength', '6');
  });

  it('tracks attempts left from 3, shows the server message in red, and locks at 0', async () => {
    const { user } = setup();
    await sendCode(user);
    const right = await latestCode();
    const wrong = right === '000000' ? '111111' : '000000';
    expect(screen.getByText('Attempts left: 3')).toBeInTheDocument();

    await verifyCode(user, wrong);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(screen.getByText('Attempts left: 2')).toBeInTheDocument();

    await verifyCode(user, wrong);
    expect(await screen.findByText('Attempts left: 1')).toBeInTheDocument();

    await verifyCode(user, wrong);
    expect(await screen.findByText('Attempts left: 0')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong codes. Please start again');
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();

    // Starting again keeps the username and sends a fresh code.
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('heading', { name: 'Verify Email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: AUTH_TEXT.usernameLabel })).toHaveValue('javery');
  });

  it('shows the expiry message when the code has expired', async () => {
    const { user } = setup();
    await sendCode(user);
    const code = await latestCode();
    await advance(10 * 60_000);
    await verifyCode(user, code);
    expect(await screen.findByRole('alert')).toHaveTextContent('The code has expired. Please request a new code');
  });

  it('enables "Resend code" only after 2 minutes, at most 3 times, then "Resend code limit reached"', async () => {
    const { user } = setup();
    await sendCode(user);
    const resend = () => screen.getByRole('button', { name: 'Resend code' });
    expect(resend()).toBeDisabled();
    await advance(119_000);
    expect(resend()).toBeDisabled();
    await advance(1_000);
    expect(resend()).toBeEnabled();

    for (let sent = 1; sent <= 3; sent += 1) {
      await user.click(resend());
      expect(await screen.findByText('A new verification code has been sent to your e-mail')).toBeInTheDocument();
      expect(await getMockInbox()).toHaveLength(1 + sent);
      // A resend restarts the countdown and the 2-minute wait.
      expect(countdown()).toHaveTextContent('9:59');
      if (sent < 3) {
        expect(resend()).toBeDisabled();
        await advance(120_000);
        expect(resend()).toBeEnabled();
      }
    }
    const limit = screen.getByRole('button', { name: 'Resend code limit reached' });
    expect(limit).toBeDisabled();
    await advance(120_000);
    expect(limit).toBeDisabled();

    // Only the latest code works.
    await verifyCode(user, await latestCode());
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
  });

  it('a server refusal of the resend ("Resend code limit reached") is shown and ends the resends', async () => {
    server.use(
      http.post('*/forgot-password', async ({ request }) => {
        const body = (await request.clone().json()) as { username: string };
        return body.username === 'javery' && resendAttempt++ > 0
          ? HttpResponse.json(
              { status: 429, code: 'RESEND_LIMIT', message: 'Resend code limit reached' },
              { status: 429, headers: { 'Retry-After': '600' } },
            )
          : HttpResponse.json({
              status: 200,
              message: 'A verification code has been sent to your e-mail',
              email: MASKED_EMAIL,
            });
      }),
    );
    let resendAttempt = 0;
    const { user } = setup();
    await sendCode(user);
    await advance(120_000);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Resend code limit reached');
    expect(screen.getByRole('button', { name: 'Resend code limit reached' })).toBeDisabled();
  });
});

describe('Forgot password: Set New Password and Reset Successful', () => {
  async function reachNewPasswordStep(user: User) {
    await sendCode(user);
    await verifyCode(user, await latestCode());
    await screen.findByRole('heading', { name: 'Set New Password' });
  }

  it('requires the new password and a matching confirmation', async () => {
    const { user } = setup();
    await reachNewPasswordStep(user);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Please enter new password according to the instructions')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm password/), 'Different_25');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Passwords do not match!')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Passwords do not match!')).toBeInTheDocument();
  });

  it('shows the server message in red under the new password when it breaks the policy, and focuses it', async () => {
    const { user } = setup();
    await reachNewPasswordStep(user);
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(/^Password must be 8 to 16 characters long/);
    expect(screen.getByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
    // The field's own error (the refusal is about it), not an alert under the form.
    const field = screen.getByLabelText(/^New password/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(field).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(error.closest('.mantine-Alert-root')).toBeNull();
  });

  it('both password fields have "Hold To Peek"', async () => {
    const { user } = setup();
    await reachNewPasswordStep(user);
    const [first, second] = screen.getAllByRole('button', { name: 'Hold To Peek' });
    await user.pointer({ keys: '[MouseLeft>]', target: second! });
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('type', 'password');
    await user.pointer({ keys: '[/MouseLeft]', target: second! });
    expect(first).toBeInTheDocument();
  });

  it('resets the password: success text, 5 s countdown, /login after 6 s; the new password signs in, the old does not', async () => {
    const { user, router } = setup();
    await reachNewPasswordStep(user);
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Your new password has been created successfully')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reset Successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Redirecting to login in 5 seconds');
    const historyLength = router.history.length;

    await advance(1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('in 4 seconds');
    await advance(4_000);
    expect(screen.getByRole('timer')).toHaveTextContent('in 0 seconds');
    expect(router.state.location.pathname).toBe('/forgot-password');
    await advance(1_000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.history.length).toBe(historyLength); // replaced, not pushed
    expect(await screen.findByRole('heading', { name: 'User login' })).toBeInTheDocument();

    await expect(login({ username: 'javery', password: NEW_PASSWORD, rememberMe: false })).resolves.toMatch(/\./);
    await expect(login({ username: 'javery', password: OLD_PASSWORD, rememberMe: false })).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('Forgot password: a second submit before the first is answered sends nothing', () => {
  /** Counts the requests of `method` to a path ending in `path` the mock backend receives. */
  function countRequests(method: 'post' | 'put', path: string) {
    const count = { value: 0 };
    server.use(
      http[method](`*${path}`, () => {
        count.value += 1;
        return undefined; // on to the mock backend's own handler
      }),
    );
    return count;
  }

  /** Two submits in the same task, as a double press of Enter can give before React re-renders. */
  function submitTwice(button: HTMLElement) {
    const form = button.closest('form');
    if (!form) throw new Error('The button is not in a form');
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
  }

  it('Send Code starts one recovery', async () => {
    const sent = countRequests('post', '/forgot-password');
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: AUTH_TEXT.usernameLabel }), 'javery');
    submitTwice(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByText('A verification code has been sent to your e-mail');
    expect(sent.value).toBe(1);
    expect(await getMockInbox()).toHaveLength(1);
  });

  it('Verify Code uses one of the three attempts', async () => {
    const { user } = setup();
    await sendCode(user);
    const right = await latestCode();
    const wrong = right === '000000' ? '111111' : '000000';
    const verified = countRequests('post', '/security-authentication');
    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), wrong);
    submitTwice(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
    expect(verified.value).toBe(1);
    expect(screen.getByText('Attempts left: 2')).toBeInTheDocument();
  });

  it('Resend code sends one code', async () => {
    const { user } = setup();
    await sendCode(user);
    await advance(120_000);
    const sent = countRequests('post', '/forgot-password');
    const resend = screen.getByRole('button', { name: 'Resend code' });
    act(() => {
      resend.click();
      resend.click();
    });
    await screen.findByText('A new verification code has been sent to your e-mail');
    expect(sent.value).toBe(1);
    expect(await getMockInbox()).toHaveLength(2);
  });

  it('Reset Password sets the password once', async () => {
    const { user } = setup();
    await sendCode(user);
    await verifyCode(user, await latestCode());
    await screen.findByRole('heading', { name: 'Set New Password' });
    const reset = countRequests('put', '/forgot-password');
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm password/), NEW_PASSWORD);
    submitTwice(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your new password has been created successfully')).toBeInTheDocument();
    expect(reset.value).toBe(1);
  });
});
