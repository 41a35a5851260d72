// The conformance checks of password recovery: the caps per client (the global caps need many clients: not checked), the notice e-mail.
import { randomBytes } from 'node:crypto';
import {
  Client,
  NEW_PASSWORD,
  THIRD_PASSWORD,
  changePassword,
  check,
  emailOfSession,
  expect,
  expectEqual,
  moveClock,
  options,
  outboxTo,
  requestCode,
  signIn,
  startRecovery,
} from '../kit.mjs';

// ---- recovery: caps per client, and the notice e-mail (contract: "Password recovery", "Abuse controls")
await check(
  'recovery: one client may have at most 20 codes sent an hour, across accounts: the 21st start answers 429 RECOVERY_THROTTLED',
  async () => {
    const client = new Client();
    for (let start = 1; start <= 20; start += 1) {
      // A new identifier each time, so the per-account limit (5) never applies.
      const answer = await requestCode(new Client(), `spray-${start}-${randomBytes(4).toString('hex')}`);
      expectEqual(answer.status, 200, `start ${start}`);
    }
    const capped = await requestCode(client);
    expectEqual([capped.status, capped.body.code], [429, 'RECOVERY_THROTTLED'], 'the 21st start (a real account)');
    const wait = Number(capped.headers.get('retry-after'));
    expect(wait > 0 && wait <= 3600, `Retry-After ${wait} is not within the hour`);
    await moveClock(wait);
    expectEqual((await requestCode(client)).status, 200, 'after Retry-After');
  },
  { hooks: true },
);

await check(
  'recovery: one client may enter at most 10 wrong codes an hour, across recoveries: the 11th answers 429 RECOVERY_THROTTLED, no attempt used',
  async () => {
    let wrongCodes = 0;
    let client;
    while (wrongCodes < 10) {
      // Each recovery has 3 attempts; the 3rd wrong code locks it, so start another.
      if (wrongCodes % 3 === 0)
        client = (await startRecovery(new Client(), `grind-${wrongCodes}-${randomBytes(4).toString('hex')}`, false))
          .client;
      const answer = await client.call('verifyRecoveryCode', { body: { code: '000000' } });
      expect(
        [400, 429].includes(answer.status) && answer.body.code !== 'RECOVERY_THROTTLED',
        `wrong code ${wrongCodes + 1}: ${answer.status} ${answer.body.code}`,
      );
      wrongCodes += 1;
    }
    const real = await startRecovery();
    const capped = await real.client.call('verifyRecoveryCode', {
      body: { code: real.code === '000000' ? '111111' : '000000' },
    });
    expectEqual([capped.status, capped.body.code], [429, 'RECOVERY_THROTTLED'], 'the 11th wrong code');
    await moveClock(Number(capped.headers.get('retry-after')));
    // The code expired meanwhile (an hour): a fresh recovery shows its attempts were not used.
    const fresh = await startRecovery(real.client);
    const wrong = await fresh.client.call('verifyRecoveryCode', {
      body: { code: fresh.code === '000000' ? '111111' : '000000' },
    });
    expectEqual([wrong.status, wrong.body.attemptsLeft], [400, 2], 'a wrong code after the window');
  },
  { hooks: true },
);

await check(
  'recovery and change password: a notice e-mail (no code) goes to the account after a password change and after a reset',
  async () => {
    const client = await signIn();
    const email = await emailOfSession(client);
    expect(email, 'the account has no e-mail');
    expectEqual((await changePassword(client, options.password, NEW_PASSWORD)).status, 200, 'change password');
    const [changed] = await outboxTo(email);
    expect(
      changed && changed.code === null && changed.subject === 'Your password was changed',
      `after the change: ${JSON.stringify(changed)}`,
    );
    const { client: recovery, email: masked, code } = await startRecovery();
    expectEqual((await recovery.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify');
    const reset = await recovery.call('resetForgottenPassword', {
      body: { newPassword: THIRD_PASSWORD, confirmPassword: THIRD_PASSWORD, email: masked },
    });
    expectEqual(reset.status, 200, 'reset');
    const [notice] = await outboxTo(email);
    expect(
      notice && notice.code === null && notice.subject === 'Your password was changed',
      `after the reset: ${JSON.stringify(notice)}`,
    );
    const notices = (await outboxTo(email)).filter((mail) => mail.code === null);
    expectEqual(notices.length, 2, 'notices: one for the change, one for the reset');
  },
  { hooks: true },
);
