// The conformance checks of requestPasswordRecovery, verifyRecoveryCode, resetForgottenPassword.
import { randomBytes } from 'node:crypto';
import {
  Client,
  NEW_PASSWORD,
  RECOVERY_COOKIE,
  THIRD_PASSWORD,
  bearerOnly,
  check,
  emailOf,
  exampleBody,
  expect,
  expectDeploymentCookie,
  expectEqual,
  latestCode,
  loginBody,
  moveClock,
  operations,
  options,
  outboxTo,
  requestCode,
  signIn,
  startRecovery,
} from '../kit.mjs';

// ---- password recovery
await check('recovery: no cookie means no recovery: verify and reset answer 403', async () => {
  const client = new Client();
  expectEqual((await client.call('verifyRecoveryCode', { body: { code: '123456' } })).status, 403, 'verify');
  const reset = await client.call('resetForgottenPassword', { body: exampleBody('resetForgottenPassword') });
  expectEqual(reset.status, 403, 'reset');
});

await check(
  'recovery: an unknown account is answered like a known one (200, same message, masked e-mail, cookie); every code is wrong',
  async () => {
    // The message of a real start, from the contract (a real start here would e-mail the test account).
    const sent = operations.get('requestPasswordRecovery').responses['200'].content['application/json'].example;
    const client = new Client();
    const identifier = `nobody-${randomBytes(6).toString('hex')}`;
    const unknown = await requestCode(client, identifier);
    expectEqual([unknown.status, unknown.body.message], [200, sent.message], 'the answer');
    expect(/^[a-z0-9]{1,2}\*{9}@[^@\s]+$/.test(unknown.body.email), `the e-mail ${unknown.body.email} is not masked`);
    expect(client.cookies.has(RECOVERY_COOKIE), `no ${RECOVERY_COOKIE} cookie for an unknown account`);
    const again = await requestCode(new Client(), identifier);
    expectEqual(again.body.email, unknown.body.email, 'the masked e-mail of the same identifier, asked again');
    // Typed in capitals: masked lower-cased, as a real account's stored address is, so case never tells.
    const address = `nobody-${randomBytes(6).toString('hex')}@example.org`;
    const byEmail = await requestCode(new Client(), address.toUpperCase());
    expectEqual(
      [byEmail.status, byEmail.body.email],
      [200, `${address.slice(0, 2)}*********@example.org`],
      'an e-mail typed in capitals',
    );
    const wrong = await client.call('verifyRecoveryCode', { body: { code: '123456' } });
    expectEqual([wrong.status, wrong.body.code, wrong.body.attemptsLeft], [400, 'CODE_INVALID', 2], 'a code');
    if (options.hooks) expectEqual(await outboxTo(address), [], 'e-mails to an unknown address');
  },
);

await check(
  'recovery: the whole flow (cookie attributes, code, verify, reset); new password signs in, old sessions end',
  async () => {
    const before = await signIn();
    const { client, answer, email, code } = await startRecovery();
    const cookie = expectDeploymentCookie(answer.setCookies, RECOVERY_COOKIE);
    expect(cookie.attributes.httponly, 'not HttpOnly');
    expectEqual(String(cookie.attributes.samesite).toLowerCase(), 'strict', 'SameSite');
    expectEqual(cookie.attributes['max-age'], '3600', 'Max-Age');
    expect(/^[0-9]{6}$/.test(code), `the code ${code} is not 6 digits`);
    expect(/^.{1,2}\*{9}@/.test(email), `the e-mail ${email} is not masked`);
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify');
    const reset = await client.call('resetForgottenPassword', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email },
    });
    expectEqual(reset.status, 200, 'reset');
    expect(!client.cookies.has(RECOVERY_COOKIE), 'oa_recovery not cleared');
    await signIn(options.username, NEW_PASSWORD);
    expectEqual((await new Client().call('login', { body: loginBody() })).status, 401, 'the old password');
    expectEqual((await bearerOnly(before).call('getSession', { body: {} })).status, 401, 'a session from before');
    expectEqual((await before.call('getSession', { body: {} })).status, 401, 'its cookie');
  },
  { hooks: true },
);

await check(
  'recovery: 3 wrong codes lock it (400 with 2, 1 attempts left, then 429 with 0 and Retry-After)',
  async () => {
    const { client, code } = await startRecovery();
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await client.call('verifyRecoveryCode', { body: { code: wrong } });
    expectEqual([first.status, first.body.attemptsLeft], [400, 2], 'first wrong code');
    const second = await client.call('verifyRecoveryCode', { body: { code: wrong } });
    expectEqual([second.status, second.body.attemptsLeft], [400, 1], 'second wrong code');
    const third = await client.call('verifyRecoveryCode', { body: { code: wrong } });
    expectEqual([third.status, third.body.attemptsLeft], [429, 0], 'third wrong code');
    const right = await client.call('verifyRecoveryCode', { body: { code } });
    expectEqual(right.status, 429, 'the right code after the lock');
  },
  { hooks: true },
);

await check(
  'recovery: resend only 2 minutes after the last send, at most 3 times; it replaces the code',
  async () => {
    const { client, code } = await startRecovery();
    const early = await requestCode(client);
    expectEqual([early.status, early.body.code], [429, 'RESEND_TOO_EARLY'], 'resend at once');
    let previous = code;
    for (let resend = 1; resend <= 3; resend += 1) {
      await moveClock(120);
      const again = await requestCode(client);
      expectEqual(again.status, 200, `resend ${resend}`);
      const next = await latestCode(emailOf[options.username]);
      // Checking the replaced code uses an attempt; once is enough (3 would lock the recovery).
      if (resend === 1 && next !== previous) {
        const old = await client.call('verifyRecoveryCode', { body: { code: previous } });
        expectEqual(old.status, 400, `the replaced code after resend ${resend}`);
      }
      previous = next;
    }
    await moveClock(120);
    const limit = await requestCode(client);
    expectEqual([limit.status, limit.body.code], [429, 'RESEND_LIMIT'], 'the 4th resend');
    expectEqual((await client.call('verifyRecoveryCode', { body: { code: previous } })).status, 200, 'the last code');
  },
  { hooks: true },
);

await check(
  'recovery: a resend clears the verification (reset answers 403 until the new code is verified)',
  async () => {
    const { client, email, code } = await startRecovery();
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify');
    await moveClock(120);
    expectEqual((await requestCode(client)).status, 200, 'resend');
    const reset = await client.call('resetForgottenPassword', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email },
    });
    expectEqual(reset.status, 403, 'reset after the resend');
  },
  { hooks: true },
);

await check(
  'recovery: the code expires 10 minutes after sending (410)',
  async () => {
    const { client, code } = await startRecovery();
    await moveClock(599);
    const email = emailOf[options.username];
    expect(email, 'no e-mail known');
    await moveClock(1);
    const answer = await client.call('verifyRecoveryCode', { body: { code } });
    expectEqual([answer.status, answer.body.code], [410, 'CODE_EXPIRED'], 'after 10 minutes');
  },
  { hooks: true },
);

await check(
  "recovery: a second client cannot touch the first one's recovery, nor learn its identity",
  async () => {
    const first = await startRecovery();
    expectEqual(
      (await first.client.call('verifyRecoveryCode', { body: { code: first.code } })).status,
      200,
      'A verifies',
    );
    await moveClock(150);
    const intruder = new Client();
    const second = await requestCode(intruder);
    expectEqual(second.status, 200, "B's request");
    const intruderCookie = intruder.cookies.get(RECOVERY_COOKIE);
    expect(
      intruderCookie && intruderCookie !== first.client.cookies.get(RECOVERY_COOKIE),
      "B received A's recovery cookie",
    );
    const stolen = await intruder.call('verifyRecoveryCode', { body: { code: first.code } });
    expect(
      stolen.status !== 200 || first.code === (await latestCode(emailOf[options.username])),
      "A's code works for B",
    );
    const resetByIntruder = await intruder.call('resetForgottenPassword', {
      body: { newPassword: THIRD_PASSWORD, confirmPassword: THIRD_PASSWORD, email: first.email },
    });
    expectEqual(resetByIntruder.status, 403, "B's reset");
    const reset = await first.client.call('resetForgottenPassword', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email: first.email },
    });
    expectEqual(reset.status, 200, "A's reset, still verified");
  },
  { hooks: true },
);

await check(
  'recovery: starting over is throttled per account (429 RECOVERY_THROTTLED with Retry-After)',
  async () => {
    let throttled = null;
    for (let attempt = 1; attempt <= 6 && !throttled; attempt += 1) {
      const answer = await requestCode(new Client());
      if (answer.status === 429) throttled = answer;
      else expectEqual(answer.status, 200, `start ${attempt}`);
    }
    expect(throttled, '6 starts from 6 clients within a minute were all accepted');
    expectEqual(throttled.body.code, 'RECOVERY_THROTTLED', 'code');
  },
  { hooks: true },
);

await check(
  'recovery: once its code has expired, a request with its cookie starts a new recovery (new cookie, new code)',
  async () => {
    const { client } = await startRecovery();
    const firstCookie = client.cookies.get(RECOVERY_COOKIE);
    await moveClock(600);
    const again = await requestCode(client);
    expectEqual(again.status, 200, 'the request after the code expired');
    const cookie = again.setCookies.find((candidate) => candidate.name === RECOVERY_COOKIE);
    expect(cookie && cookie.value !== firstCookie, 'no new oa_recovery cookie: it was a resend');
    const code = await latestCode(emailOf[options.username]);
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'the new code');
  },
  { hooks: true },
);

await check(
  'recovery: Retry-After of RESEND_LIMIT is the time until the code expires; then a request starts anew',
  async () => {
    const { client } = await startRecovery();
    const firstCookie = client.cookies.get(RECOVERY_COOKIE);
    for (let resend = 1; resend <= 3; resend += 1) {
      await moveClock(120);
      const again = await requestCode(client);
      expectEqual(again.status, 200, `resend ${resend}`);
    }
    await moveClock(120);
    const limit = await requestCode(client);
    expectEqual([limit.status, limit.body.code], [429, 'RESEND_LIMIT'], 'the 4th resend');
    // The last code was sent 120 s ago and lives 600 s.
    expectEqual(limit.headers.get('retry-after'), '480', 'Retry-After');
    await moveClock(480);
    const anew = await requestCode(client);
    expectEqual(anew.status, 200, 'the request after Retry-After');
    expect(client.cookies.get(RECOVERY_COOKIE) !== firstCookie, 'no new recovery cookie after Retry-After');
  },
  { hooks: true },
);

await check(
  'recovery: the 403s of the reset: NO_RECOVERY (none, unknown, completed), NOT_VERIFIED (not yet, cleared, too old, locked)',
  async () => {
    const resetBody = (email) => ({ body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email } });
    const expect403 = async (client, email, code, what) => {
      const answer = await client.call('resetForgottenPassword', resetBody(email));
      expectEqual([answer.status, answer.body.code], [403, code], what);
    };
    await expect403(new Client(), 'x@example.com', 'NO_RECOVERY', 'no cookie');
    const unknown = new Client();
    unknown.cookies.set(RECOVERY_COOKIE, randomBytes(16).toString('hex'));
    await expect403(unknown, 'x@example.com', 'NO_RECOVERY', 'an unknown cookie');

    const { client, email, code } = await startRecovery();
    await expect403(client, email, 'NOT_VERIFIED', 'never verified');
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify');
    await moveClock(120);
    expectEqual((await requestCode(client)).status, 200, 'resend');
    await expect403(client, email, 'NOT_VERIFIED', 'verification cleared by a resend');
    const resent = await latestCode(emailOf[options.username]);
    expectEqual((await client.call('verifyRecoveryCode', { body: { code: resent } })).status, 200, 'verify again');
    await moveClock(600);
    await expect403(client, email, 'NOT_VERIFIED', 'verified 10 minutes ago');

    const locked = await startRecovery();
    const wrong = locked.code === '000000' ? '111111' : '000000';
    expectEqual(
      (await locked.client.call('verifyRecoveryCode', { body: { code: locked.code } })).status,
      200,
      'verify',
    );
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await locked.client.call('verifyRecoveryCode', { body: { code: wrong } });
    }
    await expect403(locked.client, locked.email, 'NOT_VERIFIED', 'locked after a verification');

    const done = await startRecovery();
    const doneCookie = done.client.cookies.get(RECOVERY_COOKIE);
    expectEqual((await done.client.call('verifyRecoveryCode', { body: { code: done.code } })).status, 200, 'verify');
    expectEqual((await done.client.call('resetForgottenPassword', resetBody(done.email))).status, 200, 'reset');
    done.client.cookies.set(RECOVERY_COOKIE, doneCookie);
    await expect403(done.client, done.email, 'NO_RECOVERY', 'completed');
  },
  { hooks: true },
);

await check(
  'recovery: a repeated correct code answers 200 but does not restart the 10 minutes to reset',
  async () => {
    const { client, email, code } = await startRecovery();
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify');
    await moveClock(300);
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify again');
    await moveClock(300);
    const reset = await client.call('resetForgottenPassword', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email },
    });
    expectEqual([reset.status, reset.body.code], [403, 'NOT_VERIFIED'], '10 minutes after the first verification');
  },
  { hooks: true },
);

await check(
  'recovery: a code of 1 to 5 digits is a wrong code (400 CODE_INVALID, one attempt used)',
  async () => {
    const { client } = await startRecovery();
    const five = await client.call('verifyRecoveryCode', { body: { code: '12345' } });
    expectEqual([five.status, five.body.code, five.body.attemptsLeft], [400, 'CODE_INVALID', 2], '12345');
    const one = await client.call('verifyRecoveryCode', { body: { code: '7' } });
    expectEqual([one.status, one.body.code, one.body.attemptsLeft], [400, 'CODE_INVALID', 1], '7');
  },
  { hooks: true },
);

// ---- the answers of issue 39: the 429s' order, what a reset ends, text beyond ASCII (contract: "Text")
await check(
  'recovery: a reset completes every other recovery of the account (its cookie then answers 403 NO_RECOVERY)',
  async () => {
    const other = await startRecovery();
    const mine = await startRecovery();
    expectEqual((await mine.client.call('verifyRecoveryCode', { body: { code: mine.code } })).status, 200, 'verify');
    const reset = await mine.client.call('resetForgottenPassword', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email: mine.email },
    });
    expectEqual(reset.status, 200, 'the reset');
    const late = await other.client.call('verifyRecoveryCode', { body: { code: other.code } });
    expectEqual([late.status, late.body.code], [403, 'NO_RECOVERY'], "the other recovery's code after the reset");
  },
  { hooks: true },
);

await check(
  "recovery: the reset's email is the mask as answered or the full address in any case, white space around ignored",
  async () => {
    for (const [what, email] of [
      ['the mask padded by Unicode white space', (mask) => `\u00a0${mask}\u3000`],
      ['the full address upper-cased', () => emailOf[options.username].toUpperCase()],
    ]) {
      const { client, email: mask, code } = await startRecovery();
      expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify');
      const password = what.startsWith('the mask') ? NEW_PASSWORD : THIRD_PASSWORD;
      const reset = await client.call('resetForgottenPassword', {
        body: { newPassword: password, confirmPassword: password, email: email(mask) },
      });
      expectEqual(reset.status, 200, what);
    }
  },
  { hooks: true },
);

await check(
  'recovery: RESEND_LIMIT comes before RESEND_TOO_EARLY (both apply right after the 3rd resend)',
  async () => {
    const { client } = await startRecovery();
    for (let resend = 1; resend <= 3; resend += 1) {
      await moveClock(120);
      expectEqual((await requestCode(client)).status, 200, `resend ${resend}`);
    }
    const both = await requestCode(client);
    expectEqual([both.status, both.body.code], [429, 'RESEND_LIMIT'], 'a 4th resend at once');
  },
  { hooks: true },
);

await check(
  "recovery: a start past both the account's 5 and the client's cap waits the longer (Retry-After)",
  async () => {
    const identifier = `order-${randomBytes(6).toString('hex')}`;
    // The client's hour starts now; the identifier's 5 starts come 50 minutes later, with 14 others:
    // the client's cap (20) then ends in 10 minutes, the identifier's starts in 60.
    await startRecovery(new Client(), `first-${identifier}`, false);
    await moveClock(50 * 60);
    for (let start = 1; start <= 5; start += 1) await startRecovery(new Client(), identifier, false);
    for (let start = 1; start <= 14; start += 1) await startRecovery(new Client(), `${start}-${identifier}`, false);
    const both = await requestCode(new Client(), identifier);
    expectEqual([both.status, both.body.code], [429, 'RECOVERY_THROTTLED'], 'the 6th start');
    // About an hour (the kit's own requests take seconds), never the client cap's 10 minutes.
    const wait = Number(both.headers.get('retry-after'));
    expect(wait > 3000 && wait <= 3600, `Retry-After ${wait}: not the identifier's wait of about 3600 s`);
  },
  { hooks: true },
);

await check(
  "recovery: a decoy's mask lower-cases beyond ASCII and keeps whole code points; not an e-mail, it is letters",
  async () => {
    const tag = randomBytes(4).toString('hex');
    for (const [identifier, mask] of [
      [`ÉLODIE.${tag}@EXAMPLE.COM`, 'él*********@example.com'],
      [`😀😀${tag}@example.com`, '😀😀*********@example.com'],
      // Code points, not user-perceived characters: a ZWJ sequence is split after its 2nd (Q32).
      [`👨\u200d👩\u200d👧${tag}@example.com`, '👨\u200d*********@example.com'],
    ]) {
      const { email } = await startRecovery(new Client(), identifier, false);
      expectEqual(email, mask, `the mask of ${identifier}`);
    }
    const { email } = await startRecovery(new Client(), `a${tag}@b@example.com`, false);
    expect(/^[a-z]{2}\*{9}@[^@*\s]+$/.test(email), `a@b@example.com is no e-mail address, masked ${email}`);
  },
  { hooks: true },
);

await check(
  'recovery: the reset checks 403 NOT_VERIFIED before the 400 EMAIL_MISMATCH (Q2)',
  async () => {
    const { client } = await startRecovery();
    const reset = await client.call('resetForgottenPassword', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: THIRD_PASSWORD, email: 'someone.else@example.com' },
    });
    expectEqual([reset.status, reset.body.code], [403, 'NOT_VERIFIED'], 'not verified, wrong e-mail, mismatch');
  },
  { hooks: true },
);

await check(
  "recovery: RECOVERY_LOCKED's Retry-After is the account's wait only: after 1 start of 5 it is 1 (Q30)",
  async () => {
    const { client } = await startRecovery();
    let answer;
    for (let attempt = 1; attempt <= 3; attempt += 1)
      answer = await client.call('verifyRecoveryCode', { body: { code: attempt === 3 ? '1' : '12' } });
    expectEqual([answer.status, answer.body.code], [429, 'RECOVERY_LOCKED'], 'the 3rd wrong code');
    expectEqual(answer.headers.get('retry-after'), '1', 'Retry-After');
  },
  { hooks: true },
);
