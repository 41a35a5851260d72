/**
 * The password-recovery rules of the mock backend (openapi/portal.yaml, "Password recovery"):
 * the code in the mock inbox, 10-minute expiry, 3 attempts, 3 resends 2 minutes apart, reset only
 * after verification. Every answer is checked against the contract. The clock is moved by faking
 * Date only; MSW and fetch keep their real timers.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/api/client';
import { getMockInbox } from './db';
import { DEMO_PASSWORD } from './db/seed';
import { messages } from './lib/constants';
import { checked, endCookieSession, fieldsOf, signIn } from '@/testing/contract-calls';
import { invalidFieldMessage } from './contract/invalid-request-message';

const MINUTE_MS = 60_000;
const NEW_PASSWORD = 'Evergreen_25';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-06-03T09:00:00Z') });
});
function advance(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

const requestCode = (username: string) =>
  checked('requestPasswordRecovery', apiClient.POST('/forgot-password', { body: { username } }));
const verify = (code: string) =>
  checked('verifyRecoveryCode', apiClient.POST('/security-authentication', { body: { code } }));
const reset = (newPassword: string, confirmPassword: string, email: string) =>
  checked(
    'resetForgottenPassword',
    apiClient.PUT('/forgot-password', { body: { newPassword, confirmPassword, email } }),
  );
const loginStatus = async (username: string, password: string) =>
  (
    await checked(
      'login',
      apiClient.POST('/{provider}/login', {
        params: { path: { provider: 'portal' } },
        body: { username, password, rememberMe: false },
      }),
    )
  ).status;

async function latestCode(): Promise<string> {
  // The newest code e-mail (a password-changed notice carries none).
  const mail = (await getMockInbox()).find((one) => one.code !== null);
  expect(mail).toBeDefined();
  return mail?.code ?? '';
}

/** A 6-digit code that is not the one sent. */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /forgot-password (send the code)', () => {
  it('e-mails a 6-digit code to the account and answers the masked address', async () => {
    const answer = await requestCode('javery');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 200,
      message: messages.recoveryCodeSent,
      email: 'jo*********@example.com',
    });
    const inbox = await getMockInbox();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      to: 'jordan.avery@example.com',
      subject: 'Your password reset code',
      sentAt: '2024-06-03T09:00:00.000Z',
    });
    expect(inbox[0]?.code).toMatch(/^\d{6}$/);
    expect(inbox[0]?.body).toContain(inbox[0]?.code);
  });

  it('finds the account by e-mail, ignoring its case', async () => {
    const answer = await requestCode('MORGAN.LEE@example.com');
    expect(fieldsOf(answer.body).email).toBe('mo*********@example.com');
    expect((await getMockInbox())[0]?.to).toBe('morgan.lee@example.com');
  });

  it('answers an unknown account like a known one (masked as its e-mail would be) and 400 for an empty one, sending nothing', async () => {
    expect((await requestCode('nobody@example.com')).body).toEqual({
      status: 200,
      message: 'A verification code has been sent to your e-mail',
      email: 'no*********@example.com',
    });
    expect((await requestCode('  ')).body).toMatchObject({
      status: 400,
      message: 'Please enter username or email to proceed',
    });
    expect(await getMockInbox()).toEqual([]);
  });
});

describe('POST /security-authentication (verify the code)', () => {
  it('accepts the e-mailed code', async () => {
    await requestCode('javery');
    expect((await verify(await latestCode())).body).toMatchObject({ status: 200, message: 'Code verified' });
  });

  it('counts wrong codes down from 3 and locks the recovery at the third (429), until a new one starts', async () => {
    await requestCode('javery');
    const code = await latestCode();
    const first = await verify(wrongCode(code));
    expect(first.body).toMatchObject({ status: 400, message: 'Invalid code', attemptsLeft: 2 });
    expect(fieldsOf((await verify(wrongCode(code))).body).attemptsLeft).toBe(1);
    const third = await verify(wrongCode(code));
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ status: 429, message: messages.recoveryLocked, attemptsLeft: 0 });

    // Locked: even the right code is refused, and no reset is possible.
    expect((await verify(code)).status).toBe(429);
    expect((await reset(NEW_PASSWORD, NEW_PASSWORD, 'jo*********@example.com')).status).toBe(403);

    // Starting again is a new recovery (no 2-minute wait), with 3 attempts.
    expect((await requestCode('javery')).status).toBe(200);
    const newCode = await latestCode();
    expect(fieldsOf((await verify(wrongCode(newCode))).body).attemptsLeft).toBe(2);
    expect((await verify(newCode)).status).toBe(200);
  });

  it('does not use an attempt for an empty code', async () => {
    await requestCode('javery');
    expect((await verify('')).body).toMatchObject({ status: 400, message: 'Please enter valid code to proceed' });
    expect(fieldsOf((await verify(wrongCode(await latestCode()))).body).attemptsLeft).toBe(2);
  });

  it('expires the code 10 minutes after sending (410)', async () => {
    await requestCode('javery');
    const code = await latestCode();
    advance(10 * MINUTE_MS - 1);
    expect(fieldsOf((await verify(wrongCode(code))).body).attemptsLeft).toBe(2);
    advance(1);
    const expired = await verify(code);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ status: 410, message: messages.recoveryCodeExpired });

    // After expiry, asking again starts a new recovery with a working code.
    expect((await requestCode('javery')).status).toBe(200);
    expect((await verify(await latestCode())).status).toBe(200);
  });

  it('answers 403 when no recovery is in progress', async () => {
    const answer = await verify('123456');
    expect(answer.body).toEqual({ status: 403, code: 'NO_RECOVERY', message: 'No password recovery in progress' });
  });

  it('refuses a non-numeric or over-long code as an invalid request, without using an attempt', async () => {
    await requestCode('javery');
    const letters = await verify('12a456');
    expect(letters.body).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      message: invalidFieldMessage('verifyRecoveryCode', 'code'),
    });
    expect((await verify('1234567')).status).toBe(400);
    expect(fieldsOf((await verify(wrongCode(await latestCode()))).body).attemptsLeft).toBe(2);
  });
});

describe('resending the code', () => {
  it('is allowed 2 minutes after the previous send, replaces the code and restarts the 10 minutes', async () => {
    await requestCode('javery');
    const firstCode = await latestCode();

    const tooEarly = await requestCode('javery');
    expect(tooEarly.status).toBe(429);
    expect(tooEarly.body).toMatchObject({ status: 429, message: messages.recoveryResendTooEarly });
    advance(2 * MINUTE_MS - 1);
    expect((await requestCode('javery')).status).toBe(429);
    expect(await getMockInbox()).toHaveLength(1);

    advance(1);
    const resent = await requestCode('jordan.avery@example.com');
    expect(resent.body).toMatchObject({
      status: 200,
      message: messages.recoveryCodeResent,
      email: 'jo*********@example.com',
    });
    expect(await getMockInbox()).toHaveLength(2);
    const secondCode = await latestCode();

    // The first code no longer works (if the new one happens to be equal, there is nothing to test).
    if (secondCode !== firstCode) expect(fieldsOf((await verify(firstCode)).body).message).toBe('Invalid code');
    // 9 minutes after the resend is 11 minutes after the first send: the new code still works.
    advance(9 * MINUTE_MS);
    expect((await verify(secondCode)).status).toBe(200);
  });

  it('is allowed 3 times; the 4th answers "Resend code limit reached"', async () => {
    await requestCode('javery');
    for (let resend = 1; resend <= 3; resend += 1) {
      advance(2 * MINUTE_MS);
      expect((await requestCode('javery')).status, `resend ${resend}`).toBe(200);
    }
    advance(2 * MINUTE_MS);
    const fourth = await requestCode('javery');
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ status: 429, message: 'Resend code limit reached' });
    expect(await getMockInbox()).toHaveLength(4);
    // The last code sent still verifies.
    expect((await verify(await latestCode())).status).toBe(200);
  });

  it('keeps the attempts left across a resend', async () => {
    await requestCode('javery');
    await verify(wrongCode(await latestCode()));
    advance(2 * MINUTE_MS);
    await requestCode('javery');
    expect(fieldsOf((await verify(wrongCode(await latestCode()))).body).attemptsLeft).toBe(1);
  });
});

describe('a recovery belongs to the client holding its cookie', () => {
  /** Hides the recovery cookie (MSW reads a Cookie header before its cookie store): another browser. */
  const otherClient = { headers: { Cookie: 'oa_recovery=none' } };
  const requestCodeElsewhere = (username: string) =>
    checked('requestPasswordRecovery', apiClient.POST('/forgot-password', { body: { username }, ...otherClient }));

  it('a request without the cookie starts a new, independent recovery and never touches the first', async () => {
    const started = await requestCode('javery');
    const firstCookie = (started.result.response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const firstCode = await latestCode();
    expect((await verify(firstCode)).status).toBe(200);
    advance(3 * MINUTE_MS);

    // Another client asking for the same account gets its own recovery (new cookie, new code) ...
    const elsewhere = await requestCodeElsewhere('javery');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.result.response.headers.get('set-cookie')).toMatch(/^oa_recovery=[0-9a-f]{32};/);
    const otherCode = await latestCode();
    // ... cannot verify or reset the first one without its cookie ...
    const stolenVerify = await checked(
      'verifyRecoveryCode',
      apiClient.POST('/security-authentication', { body: { code: firstCode }, ...otherClient }),
    );
    expect(stolenVerify.status).toBe(403);
    const stolenReset = await checked(
      'resetForgottenPassword',
      apiClient.PUT('/forgot-password', {
        body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email: 'jo*********@example.com' },
        ...otherClient,
      }),
    );
    expect(stolenReset.status).toBe(403);
    // ... and the first recovery keeps its verification: its own client resets with it. (MSW's cookie
    // store is shared by both "clients" here and now holds the other cookie: send the first one.)
    const firstClient = { headers: { Cookie: firstCookie } };
    if (otherCode !== firstCode) {
      const wrong = await checked(
        'verifyRecoveryCode',
        apiClient.POST('/security-authentication', { body: { code: otherCode }, ...firstClient }),
      );
      expect(fieldsOf(wrong.body).code).toBe('CODE_INVALID');
    }
    const done = await checked(
      'resetForgottenPassword',
      apiClient.PUT('/forgot-password', {
        body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email: String(fieldsOf(started.body).email) },
        ...firstClient,
      }),
    );
    expect(done.status).toBe(200);
  });

  it('a resend clears the verification: the new code must be verified before a reset', async () => {
    const { body } = await requestCode('javery');
    expect((await verify(await latestCode())).status).toBe(200);
    advance(2 * MINUTE_MS);
    expect((await requestCode('javery')).status).toBe(200);
    expect((await reset(NEW_PASSWORD, NEW_PASSWORD, String(fieldsOf(body).email))).status).toBe(403);
    expect((await verify(await latestCode())).status).toBe(200);
    expect((await reset(NEW_PASSWORD, NEW_PASSWORD, String(fieldsOf(body).email))).status).toBe(200);
  });

  it('starting over is throttled per account: 5 starts an hour, then 429 with Retry-After', async () => {
    for (let start = 1; start <= 5; start += 1) expect((await requestCodeElsewhere('mlee')).status).toBe(200);
    const throttled = await requestCodeElsewhere('Morgan.Lee@example.com');
    expect(throttled.body).toMatchObject({ status: 429, code: 'RECOVERY_THROTTLED' });
    expect(throttled.result.response.headers.get('retry-after')).toBe('3600');
    advance(60 * MINUTE_MS);
    expect((await requestCodeElsewhere('mlee')).status).toBe(200);
  });
});

describe('PUT /forgot-password (set the new password)', () => {
  it('refuses before the code is verified (403)', async () => {
    await requestCode('javery');
    const answer = await reset(NEW_PASSWORD, NEW_PASSWORD, 'jo*********@example.com');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ status: 403, message: messages.recoveryNotVerified });
    expect(await loginStatus('javery', NEW_PASSWORD)).toBe(401);
  });

  it('checks the new password, the confirmation and the e-mail', async () => {
    const { body } = await requestCode('javery');
    const email = String(fieldsOf(body).email);
    await verify(await latestCode());
    expect((await reset('', '', email)).body).toMatchObject({
      status: 400,
      message: 'Please enter new password according to the instructions',
    });
    expect((await reset(NEW_PASSWORD, 'Evergreen_26', email)).body).toMatchObject({
      status: 400,
      message: 'Passwords do not match!',
    });
    expect((await reset('weakpass', 'weakpass', email)).body).toMatchObject({
      status: 400,
      message: invalidFieldMessage('changePassword', 'newPassword'),
    });
    expect((await reset(NEW_PASSWORD, NEW_PASSWORD, 'mo*********@example.com')).body).toMatchObject({
      status: 400,
      message: messages.recoveryEmailMismatch,
    });
    expect(await loginStatus('javery', DEMO_PASSWORD)).toBe(200);
  });

  it('replaces the password: the new one signs in, the old one does not, and the recovery is used up', async () => {
    await signIn('javery', DEMO_PASSWORD, true);
    const { body } = await requestCode('javery');
    await verify(await latestCode());
    const done = await reset(NEW_PASSWORD, NEW_PASSWORD, String(fieldsOf(body).email));
    expect(done.body).toMatchObject({ status: 200, message: 'Your new password has been created successfully' });

    // The cookie session of the earlier sign-in has ended.
    const session = await checked(
      'authUserSession',
      apiClient.POST('/auth-user-session', { body: { session_token: 'oa_user_info' } }),
    );
    expect(session.status).toBe(401);

    expect(await loginStatus('javery', NEW_PASSWORD)).toBe(200);
    expect(await loginStatus('javery', DEMO_PASSWORD)).toBe(401);
    expect((await reset('Another_25', 'Another_25', 'jo*********@example.com')).status).toBe(403);
    await endCookieSession();
  });

  it('accepts the full e-mail address too', async () => {
    await requestCode('mlee');
    await verify(await latestCode());
    expect((await reset(NEW_PASSWORD, NEW_PASSWORD, 'Morgan.Lee@example.com')).status).toBe(200);
    expect(await loginStatus('mlee', NEW_PASSWORD)).toBe(200);
  });

  it('must follow the verification within 10 minutes', async () => {
    await requestCode('javery');
    await verify(await latestCode());
    advance(10 * MINUTE_MS);
    expect((await reset(NEW_PASSWORD, NEW_PASSWORD, 'jo*********@example.com')).status).toBe(403);
  });
});
