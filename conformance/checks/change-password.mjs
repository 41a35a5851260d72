// The conformance checks of changePassword.
import {
  Client,
  NEW_PASSWORD,
  THIRD_PASSWORD,
  bearerOnly,
  changePassword,
  check,
  expect,
  expectEqual,
  loginBody,
  moveClock,
  options,
  signIn,
} from '../kit.mjs';

// ---- change password
await check('change password: weak, mismatch and wrong old answer 400 with errorResponse', async () => {
  const client = await signIn();
  for (const [oldPassword, newPassword, confirm, code] of [
    [options.password, 'weak', 'weak', 'INVALID_REQUEST'],
    [options.password, NEW_PASSWORD, THIRD_PASSWORD, 'PASSWORD_MISMATCH'],
    ['Wrong#Pass1', NEW_PASSWORD, NEW_PASSWORD, 'WRONG_OLD_PASSWORD'],
    [options.password, options.password, options.password, null],
  ]) {
    const answer = await changePassword(client, oldPassword, newPassword, confirm);
    expectEqual(answer.status, 400, `${newPassword}/${confirm}`);
    expect(typeof answer.body.errorResponse === 'string', 'no errorResponse');
    if (code) expectEqual(answer.body.code, code, 'code');
  }
});

await check('change password: success; the new one signs in, the old one does not; other sessions end', async () => {
  const other = await signIn();
  const client = await signIn();
  expectEqual((await changePassword(client, options.password, NEW_PASSWORD)).status, 200, 'change');
  try {
    expectEqual((await new Client().call('login', { body: loginBody(options.password) })).status, 401, 'old password');
    await signIn(options.username, NEW_PASSWORD);
    expectEqual((await client.call('getSession', { body: {} })).status, 200, "the caller's session");
    expectEqual((await bearerOnly(other).call('getSession', { body: {} })).status, 401, 'another session');
  } finally {
    // Restore the password, so the kit leaves the account as it found it.
    expectEqual((await changePassword(client, NEW_PASSWORD, options.password)).status, 200, 'restoring the password');
  }
});

await check(
  "change password: the caller's session is the token's; a cookie of another session sent along ends",
  async () => {
    const tokenSession = await signIn();
    const cookieSession = await signIn();
    expect(cookieSession.cookies.size > 0, 'the sign-in set no session cookie');
    // The token of one session with the cookie of another session of the same user.
    const mixed = new Client();
    mixed.token = tokenSession.token;
    mixed.cookies = new Map(cookieSession.cookies);
    const changed = await changePassword(mixed, options.password, NEW_PASSWORD);
    expectEqual(changed.status, 200, 'change');
    // The ended cookie is not cleared: the answer sets no cookie (round 4, Q9).
    expectEqual(changed.setCookies, [], 'Set-Cookie of the change');
    try {
      expectEqual((await bearerOnly(tokenSession).call('getSession', { body: {} })).status, 200, "the token's session");
      const cookieOnly = new Client();
      cookieOnly.cookies = new Map(cookieSession.cookies);
      expectEqual((await cookieOnly.call('authUserSession', { body: {} })).status, 401, "the cookie's session");
    } finally {
      expectEqual(
        (await changePassword(bearerOnly(tokenSession), NEW_PASSWORD, options.password)).status,
        200,
        'restoring the password',
      );
    }
  },
);

await check(
  'change password: a right old password ends the row of wrong ones even when the change fails; after the lock the count starts at 0 (Q1)',
  async () => {
    const client = await signIn();
    const wrong = async (times) => {
      for (let attempt = 1; attempt <= times; attempt += 1)
        expectEqual((await changePassword(client, 'Wrong#Pass1', NEW_PASSWORD)).status, 400, `wrong ${attempt}`);
    };
    await wrong(4);
    const mismatch = await changePassword(client, options.password, NEW_PASSWORD, THIRD_PASSWORD);
    expectEqual([mismatch.status, mismatch.body.code], [400, 'PASSWORD_MISMATCH'], 'the right one, mismatched');
    await wrong(4);
    await wrong(1);
    expectEqual((await changePassword(client, 'Wrong#Pass1', NEW_PASSWORD)).status, 429, 'locked after 5 in a row');
    await moveClock(15 * 60);
    await wrong(1);
    const after = await changePassword(client, options.password, NEW_PASSWORD, THIRD_PASSWORD);
    expectEqual(after.body.code, 'PASSWORD_MISMATCH', 'one wrong after the lock does not lock again');
  },
  { hooks: true },
);
