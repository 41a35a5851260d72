// The conformance checks of login and changePassword throttles.
import { randomBytes } from 'node:crypto';
import {
  Client,
  NEW_PASSWORD,
  changePassword,
  check,
  emailOfSession,
  expect,
  expectEqual,
  hook,
  loginBody,
  moveClock,
  options,
  outboxTo,
  requestCode,
  signIn,
  startRecovery,
} from '../kit.mjs';

// ---- throttling
/** `count` failed sign-ins of the configured account, each by a new client (its delay starts at the 5th). */
async function failSignIns(count) {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    await new Client().call('login', { body: loginBody('Wrong#Pass1') });
  }
}
/** Makes the server answer an operation with a fault (test hook; 'none' ends it). */
const setFault = (operationId, fault) => hook('POST', '/__test/fault', { operationId, fault });
/** Runs `body` while the server answers `operationId` with `fault`, then lets it answer again. */
async function withFault(operationId, fault, body) {
  await setFault(operationId, fault);
  try {
    await body();
  } finally {
    await setFault(operationId, 'none');
  }
}

await check(
  'throttling: 5 failed sign-ins (401) delay the identifier: the 6th answers 429 with Retry-After',
  async () => {
    const identifier = `conformance-${randomBytes(6).toString('hex')}@example.com`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await new Client().call('login', { body: loginBody('Wrong#Pass1', identifier) });
      expectEqual(answer.status, 401, `attempt ${attempt}`);
    }
    const locked = await new Client().call('login', { body: loginBody('Wrong#Pass1', identifier) });
    expectEqual([locked.status, locked.body.code], [429, 'TOO_MANY_ATTEMPTS'], 'attempt 6');
    expect(typeof locked.body.errorReponse === 'string', 'no errorReponse');
  },
);

await check(
  'throttling: usernames match exactly, so failures as the username in another case never delay the account',
  async () => {
    const { username } = options;
    const shouted = username === username.toUpperCase() ? username.toLowerCase() : username.toUpperCase();
    expect(shouted !== username, `--username ${username} has no letters to change the case of`);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await new Client().call('login', { body: loginBody('Wrong#Pass1', shouted) });
    }
    await signIn();
  },
  { hooks: true },
);

await check(
  'errors: a 500 is an Error without a legacy field (here the sign-in, made to fail)',
  async () => {
    await withFault('login', 'http-500', async () => {
      const failed = await new Client().call('login', { body: loginBody() });
      expectEqual([failed.status, failed.body.code], [500, 'INTERNAL_ERROR'], 'the answer');
      expectEqual(Object.keys(failed.body).sort(), ['code', 'message', 'status'], 'its fields');
    });
  },
  { hooks: true },
);

await check(
  'test hooks: a failing fault answers instead of the operation (a recovery start sends nothing); a delay runs it',
  async () => {
    const email = await emailOfSession(await signIn());
    await withFault('requestPasswordRecovery', 'http-500', async () => {
      const failed = await requestCode(new Client());
      expectEqual(failed.status, 500, 'the answer');
      expectEqual(await outboxTo(email), [], 'e-mails sent');
      await setFault('requestPasswordRecovery', 'delay-3s');
      const late = await requestCode(new Client());
      expectEqual(late.status, 200, 'the delayed answer');
      expectEqual((await outboxTo(email)).length, 1, 'e-mails sent by the delayed start');
    });
  },
  { hooks: true },
);

await check(
  'test hooks: after a reset the seeded accounts have no picture',
  async () => {
    for (const username of [options.username, options.otherUsername]) {
      const session = await (await signIn(username)).call('getSession', { body: {} });
      expectEqual(session.body.userInfo.picture, null, `${username}'s picture`);
    }
  },
  { hooks: true },
);

await check(
  'throttling: a delayed account refuses even the right password, until Retry-After has passed',
  async () => {
    await failSignIns(5);
    const locked = await new Client().call('login', { body: loginBody() });
    expectEqual(locked.status, 429, 'the right password while locked');
    await moveClock(Number(locked.headers.get('retry-after')));
    await signIn();
  },
  { hooks: true },
);

await check(
  'throttling: 5 wrong old passwords (400) lock change password: then 429 with Retry-After, even for the right one',
  async () => {
    const client = await signIn();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await changePassword(client, 'Wrong#Pass1', NEW_PASSWORD);
      expectEqual(answer.status, 400, `attempt ${attempt}`);
    }
    const locked = await changePassword(client, options.password, NEW_PASSWORD);
    expectEqual([locked.status, locked.body.code], [429, 'TOO_MANY_ATTEMPTS'], 'the right password while locked');
    expect(typeof locked.body.errorResponse === 'string', 'no errorResponse');
  },
  { hooks: true },
);

await check(
  'throttling: sign-in failures count per account: its username and e-mail (any case, spaces) share one count',
  async () => {
    const email = await emailOfSession(await signIn());
    expect(email, 'the account has no e-mail');
    for (const identifier of [options.username, `  ${email.toUpperCase()} `, email, options.username, email]) {
      const answer = await new Client().call('login', { body: loginBody('Wrong#Pass1', identifier) });
      expectEqual(answer.status, 401, `a failure as ${JSON.stringify(identifier)}`);
    }
    const locked = await new Client().call('login', { body: loginBody() });
    expectEqual([locked.status, locked.body.code], [429, 'TOO_MANY_ATTEMPTS'], 'the right password after 5 failures');
  },
  { hooks: true },
);

await check(
  'throttling: the sign-in count does not decay: 4 failures, a day, 1 failure delay the account',
  async () => {
    await failSignIns(4);
    await moveClock(24 * 3600);
    expectEqual((await new Client().call('login', { body: loginBody('Wrong#Pass1') })).status, 401, 'the 5th failure');
    expectEqual((await new Client().call('login', { body: loginBody() })).status, 429, 'the right password after it');
  },
  { hooks: true },
);

await check(
  'throttling: a growing delay, not a lock: 30 s after the 5th failure, 60 s after the 6th, 120 s after the 7th; a 429 does not extend it',
  async () => {
    await failSignIns(5);
    for (const [failure, delay] of [
      [5, 30],
      [6, 60],
      [7, 120],
    ]) {
      const first = await new Client().call('login', { body: loginBody('Wrong#Pass1') });
      expectEqual(
        [first.status, first.headers.get('retry-after')],
        [429, String(delay)],
        `at once after failure ${failure}`,
      );
      await moveClock(delay - 1);
      const last = await new Client().call('login', { body: loginBody('Wrong#Pass1') });
      expectEqual(
        [last.status, last.headers.get('retry-after')],
        [429, '1'],
        `${delay - 1} s after failure ${failure}`,
      );
      await moveClock(1);
      if (failure < 7) {
        const next = await new Client().call('login', { body: loginBody('Wrong#Pass1') });
        expectEqual(next.status, 401, `the attempt after the ${delay} s delay`);
      }
    }
    // The real user, after the delay: signed in (no 15-minute lock).
    await signIn();
  },
  { hooks: true },
);

await check(
  'throttling: one client spraying many accounts is delayed: 20 failures over 20 identifiers, then 429 for any identifier, whatever address its own forwarding headers claim',
  async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const identifier = `spray-${attempt}-${randomBytes(4).toString('hex')}`;
      // Another address claimed on every attempt: the client is what the server's socket (or its
      // trusted proxy) sees, never what the client says (contract: "Deployment").
      const claimed = `198.51.100.${attempt}`;
      const headers = { 'X-Forwarded-For': claimed, 'X-Real-IP': claimed, Forwarded: `for=${claimed}` };
      const answer = await new Client().call('login', { body: loginBody('Spray#Pass1', identifier), headers });
      expectEqual(answer.status, 401, `failure ${attempt}`);
    }
    const delayed = await new Client().call('login', { body: loginBody() });
    expectEqual([delayed.status, delayed.body.code], [429, 'TOO_MANY_ATTEMPTS'], 'a 21st attempt, a real account');
    expectEqual(delayed.headers.get('retry-after'), '30', 'Retry-After after the 20th failure');
    await moveClock(30);
    await signIn();
  },
  { hooks: true },
);

await check(
  "throttling: the client's count ends an hour after its last failure that added an account; a repeat extends nothing (R5-Q24)",
  async () => {
    const identifiers = Array.from({ length: 20 }, (_, index) => `hour-${index}-${randomBytes(4).toString('hex')}`);
    const fail = async (identifier, what) =>
      expectEqual((await new Client().call('login', { body: loginBody('Spray#Pass1', identifier) })).status, 401, what);
    for (const [index, identifier] of identifiers.slice(0, 19).entries())
      await fail(identifier, `account ${index + 1}`);
    await moveClock(3000);
    await fail(identifiers[0], 'a repeat on the first account, 3000 s later');
    await moveClock(700);
    // 3700 s after the 19th account: the count has ended, so a 20th account is its first, no delay.
    await fail(identifiers[19], 'a 20th account, 3700 s after the 19th');
    await signIn();
  },
  { hooks: true },
);

await check(
  'throttling: the client counts accounts, not attempts: 21 failures on one account do not delay its sign-ins to another',
  async () => {
    for (let failure = 1; failure <= 21; failure += 1) {
      // Past the account's growing delay (at most 15 minutes) left by the failure before.
      if (failure > 5) await moveClock(900);
      const answer = await new Client().call('login', { body: loginBody('Wrong#Pass1') });
      expectEqual(answer.status, 401, `failure ${failure} on ${options.username}`);
    }
    await signIn(options.otherUsername);
  },
  { hooks: true },
);

await check(
  "throttling: a password reset ends the account's sign-in delay",
  async () => {
    await failSignIns(5);
    expectEqual((await new Client().call('login', { body: loginBody() })).status, 429, 'locked');
    const { client, email, code } = await startRecovery();
    expectEqual((await client.call('verifyRecoveryCode', { body: { code } })).status, 200, 'verify');
    const reset = await client.call('resetForgottenPassword', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, email },
    });
    expectEqual(reset.status, 200, 'reset');
    await signIn(options.username, NEW_PASSWORD);
  },
  { hooks: true },
);

await check(
  'throttling: a success adds nothing to the client count: 19 accounts failed, then 2 sign-ins both succeed (Q8)',
  async () => {
    for (let attempt = 1; attempt <= 19; attempt += 1) {
      const identifier = `spray-${attempt}-${randomBytes(4).toString('hex')}`;
      expectEqual(
        (await new Client().call('login', { body: loginBody('Spray#Pass1', identifier) })).status,
        401,
        `failure ${attempt}`,
      );
    }
    // Counted before its hash, a right password is withdrawn: it is no 20th account.
    await signIn();
    await signIn();
  },
  { hooks: true },
);

await check(
  'throttling: only a failure on a new account starts a client delay: past 20, one on a counted account is 401 and delays nothing (Q11)',
  async () => {
    const identifiers = Array.from({ length: 20 }, (_, index) => `spray-${index}-${randomBytes(4).toString('hex')}`);
    for (const identifier of identifiers)
      expectEqual(
        (await new Client().call('login', { body: loginBody('Spray#Pass1', identifier) })).status,
        401,
        identifier,
      );
    await moveClock(30);
    const again = await new Client().call('login', { body: loginBody('Spray#Pass1', identifiers[0]) });
    expectEqual(again.status, 401, 'a failure on an account counted before');
    await signIn();
  },
  { hooks: true },
);

await check(
  'test hooks: an invalid clock body is 400 {message} (Q3); malformed-json answers 200, application/json, a body that is not JSON (Q5)',
  async () => {
    for (const body of [{ advanceSeconds: -1 }, { advanceSeconds: 1.5 }, { advanceSeconds: '60' }, {}]) {
      const response = await fetch(`${options.hooksUrl}/__test/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expectEqual(response.status, 400, `the clock with ${JSON.stringify(body)}`);
      expect(typeof (await response.json()).message === 'string', 'no message');
    }
    const client = await signIn();
    await withFault('getSession', 'malformed-json', async () => {
      const response = await fetch(`${options.baseUrl}/get-session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${client.token}` },
        body: '{}',
      });
      expectEqual(response.status, 200, 'the status');
      expect(/^application\/json/.test(response.headers.get('content-type') ?? ''), 'not application/json');
      const text = await response.text();
      let parsed = true;
      try {
        JSON.parse(text);
      } catch {
        parsed = false;
      }
      expect(!parsed, `the body is JSON: ${text}`);
    });
  },
  { hooks: true },
);
