// The conformance checks of login, getToken, getSession, authUserSession, userSessionLogout.
import {
  Client,
  expectDeploymentCookie,
  SESSION_COOKIE,
  assertSchema,
  bearerOnly,
  check,
  decodeToken,
  expect,
  expectEqual,
  expectShortLivedToken,
  hook,
  loginBody,
  moveClock,
  options,
  schemas,
  signIn,
  TOKEN_LIFETIME_S,
  wrongKey,
} from '../kit.mjs';

// ---- sign-in, token, session
await check(
  'sign-in: 200 with an HS256 token whose payload is TokenClaims (with sid), 15 minutes, no e-mail or phone, under 4 KB',
  async () => {
    const client = await signIn();
    const { header, claims } = decodeToken(client.token);
    expectEqual(header.alg, 'HS256', 'alg');
    assertSchema(schemas.TokenClaims, claims, 'the token payload');
    expectShortLivedToken(claims, 'the sign-in token');
    expectEqual(claims.exp - claims.iat, TOKEN_LIFETIME_S, 'exp - iat');
    expect(client.token.length < 4096, `the token is ${client.token.length} characters`);
    expectEqual(claims.username, options.username, 'username claim');
  },
);

await check(
  `sign-in: ${SESSION_COOKIE} cookie is HttpOnly, SameSite=Lax, Path=/, a browser-session cookie`,
  async () => {
    const client = new Client();
    const answer = await client.call('login', { body: loginBody() });
    const cookie = expectDeploymentCookie(answer.setCookies, SESSION_COOKIE);
    expect(cookie.attributes.httponly, 'not HttpOnly');
    expectEqual(String(cookie.attributes.samesite).toLowerCase(), 'lax', 'SameSite');
    expect(!('max-age' in cookie.attributes) && !('expires' in cookie.attributes), 'persistent without rememberMe');
    expect(cookie.value.length >= 22, 'the session id is too short to be a random secret');
  },
);

await check(
  'sign-in with rememberMe: persistent cookie (Max-Age=2592000) and a 15-minute token all the same',
  async () => {
    const client = new Client();
    const answer = await client.call('login', { body: { ...loginBody(), rememberMe: true } });
    const cookie = answer.setCookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expectEqual(cookie?.attributes['max-age'], '2592000', 'Max-Age');
    const { claims } = decodeToken(answer.body.accessToken);
    expectShortLivedToken(claims, 'the remembered sign-in token');
    expectEqual(claims.exp - claims.iat, TOKEN_LIFETIME_S, 'exp - iat');
  },
);

await check('sign-in by e-mail ignores its case; wrong password and unknown user answer the same 401', async () => {
  const first = await signIn();
  const email = (await first.call('getSession', { body: {} })).body.userInfo.email;
  expect(email, 'the account has no e-mail');
  await signIn(email.toUpperCase());
  const wrong = await new Client().call('login', { body: loginBody('Wrong#Pass1') });
  expectEqual(wrong.status, 401, 'wrong password');
  expectEqual(wrong.body.code, 'INVALID_CREDENTIALS', 'code');
  expect(typeof wrong.body.errorReponse === 'string', 'no errorReponse');
  const unknown = await new Client().call('login', { body: loginBody(options.password, `nobody-${Date.now()}`) });
  expectEqual(unknown.status, 401, 'unknown user');
  expectEqual({ ...unknown.body }, { ...wrong.body }, 'unknown-user body equals wrong-password body');
});

await check('sign-in: the whole password counts, exactly (no case folding, truncation or trimming)', async () => {
  // How the hash is stored cannot be seen from outside (contract: "Password policy and storage");
  // what can: a verifier that folds case, truncates or trims would accept these.
  const password = options.password;
  // A success first sets the account's count to 0, so the 4 failures below never lock it.
  await signIn();
  for (const [what, wrong] of [
    ['the other case', password === password.toLowerCase() ? password.toUpperCase() : password.toLowerCase()],
    ['one character less', password.slice(0, -1)],
    ['one character more', `${password}x`],
    ['surrounding white space', ` ${password} `],
  ]) {
    const answer = await new Client().call('login', { body: loginBody(wrong) });
    expectEqual(answer.status, 401, what);
  }
  // And back to 0: the kit never leaves a real account near a lock.
  await signIn();
});

await check('sign-in: an unknown provider answers 404, the provider in another letter case too', async () => {
  const answer = await new Client().call('login', { params: { provider: 'no-such-provider' }, body: loginBody() });
  expectEqual(answer.status, 404, 'status');
  const flipped =
    options.provider.toUpperCase() === options.provider
      ? options.provider.toLowerCase()
      : options.provider.toUpperCase();
  const cased = await new Client().call('login', { params: { provider: flipped }, body: loginBody() });
  expectEqual([cased.status, cased.body?.code], [404, 'UNKNOWN_PROVIDER'], `provider ${flipped}`);
});

await check('sign-in: a blank username (white space only) is an invalid request', async () => {
  const answer = await new Client().call('login', { body: loginBody(options.password, '   ') });
  expectEqual([answer.status, answer.body.code], [400, 'INVALID_REQUEST'], 'answer');
  expectEqual(answer.body.errorReponse, 'Username and password are required', 'errorReponse');
});

await check('session: token → get-session → get-token keeps sid, carries current data, lives 15 minutes', async () => {
  const signedIn = await signIn();
  const client = bearerOnly(signedIn);
  const session = await client.call('getSession', { body: { session_token: 'oa_user_info' } });
  expectEqual(session.status, 200, 'get-session');
  const before = decodeToken(client.token).claims;
  expectEqual(session.body.userInfo.username, before.username, 'userInfo.username');
  const fresh = await signedIn.call('getToken'); // with the cookie (checks/token-renewal.mjs)
  expectEqual(fresh.status, 200, 'get-token');
  const after = decodeToken(fresh.body.accessToken).claims;
  assertSchema(schemas.TokenClaims, after, 'the fresh token payload');
  expectShortLivedToken(after, 'the renewed token');
  expectEqual(after.sid, before.sid, 'sid of the fresh token');
});

await check(
  'session: the cookie renews the token before its exp; the renewal moves exp on and never past the session',
  async () => {
    const client = await signIn();
    const firstToken = client.token;
    const first = decodeToken(firstToken).claims;
    await moveClock(TOKEN_LIFETIME_S - 60);
    // The portal renews with the session cookie, never depending on the token it renews.
    const renewed = await client.call('getToken', { token: null });
    expectEqual(renewed.status, 200, 'a renewal with the cookie a minute before exp');
    const second = decodeToken(renewed.body.accessToken).claims;
    expectShortLivedToken(second, 'the renewed token');
    expectEqual(second.sid, first.sid, 'sid');
    expect(second.exp > first.exp, `exp did not move on (${first.exp} then ${second.exp})`);
    client.token = renewed.body.accessToken;
    await moveClock(61);
    expectEqual((await bearerOnly(client).call('getSession', { body: {} })).status, 200, 'the renewed token');
    // The first token is past its exp: refused alone (401), though its session lives on.
    const old = await new Client().call('getSession', { body: {}, token: firstToken });
    expectEqual(old.status, 401, 'the first token after its 15 minutes');
    // A renewal near the session's end ends with it: exp is never past the 8 hours.
    // Used every 25 minutes (never idle for 30: a renewal alone is not use) while a renewal still
    // falls 10 minutes or more before the end.
    for (let at = TOKEN_LIFETIME_S + 1 + 25 * 60; at <= 8 * 3600 - 600; at += 25 * 60) {
      await moveClock(25 * 60);
      expectEqual((await client.call('getSession', { body: {}, token: null })).status, 200, `used at ${at} s`);
      expectEqual((await client.call('getToken', { token: null })).status, 200, `a renewal at ${at} s`);
    }
    const last = decodeToken((await client.call('getToken', { token: null })).body.accessToken).claims;
    expect(last.exp <= first.iat + 8 * 3600, `the last renewal's exp ${last.exp} is past the session's end`);
  },
  { hooks: true },
);

await check('session: auth-user-session answers 200 to the cookie and 401 to a bearer token alone', async () => {
  const client = await signIn();
  const withCookie = await client.call('authUserSession', { body: { session_token: 'oa_user_info' }, token: null });
  expectEqual(withCookie.status, 200, 'with the cookie');
  const bearer = await bearerOnly(client).call('authUserSession', { body: { session_token: 'oa_user_info' } });
  expectEqual(bearer.status, 401, 'with the bearer token only');
});

await check('sign-out: clears the cookie; the cookie and the token of that session are refused after', async () => {
  const client = await signIn();
  const answer = await client.call('userSessionLogout', { body: { session_token: 'oa_user_info' } });
  expectEqual(answer.status, 200, 'logout');
  const cleared = answer.setCookies.find((cookie) => cookie.name === SESSION_COOKIE);
  expect(cleared && (cleared.value === '' || cleared.attributes['max-age'] === '0'), 'oa_session not cleared');
  const token = client.token;
  const stale = new Client();
  stale.token = token;
  expectEqual((await stale.call('getSession', { body: {} })).status, 401, 'the signed-out token');
  expectEqual((await new Client().call('userSessionLogout', { body: {} })).status, 200, 'logout without a session');
});

await check('sign-out needs no valid token: a garbage or wrongly signed one answers 200 and ends nothing', async () => {
  const client = await signIn();
  for (const token of ['not.a.jwt', wrongKey(client.token)]) {
    const answer = await new Client().call('userSessionLogout', { body: {}, token });
    expectEqual(answer.status, 200, 'logout');
  }
  expectEqual((await bearerOnly(client).call('getSession', { body: {} })).status, 200, 'the session after');
});

await check(
  'sign-out with an expired token answers 200',
  async () => {
    const client = bearerOnly(await signIn());
    await moveClock(8 * 3600 + 1);
    expectEqual((await client.call('userSessionLogout', { body: {} })).status, 200, 'logout');
  },
  { hooks: true },
);

await check(
  'sign-out with an authentic but expired token ends its session: its cookie answers 401 after (R5-Q4)',
  async () => {
    const client = await signIn();
    await moveClock(TOKEN_LIFETIME_S + 60);
    expectEqual((await client.call('getToken', { token: null })).status, 200, 'the session lives past the token');
    expectEqual((await bearerOnly(client).call('getSession', { body: {} })).status, 401, 'the expired token alone');
    const answer = await new Client().call('userSessionLogout', { body: {}, token: client.token });
    expectEqual(answer.status, 200, 'logout with the expired token alone');
    expectEqual((await client.call('getToken', { token: null })).status, 401, "the token's session by its cookie");
  },
  { hooks: true },
);

// ---- text beyond ASCII (contract: "Text"), the token's header, the test hooks' reset and seed
await check(
  'sign-in: white space beyond ASCII around the identifier is ignored; only such white space is blank',
  async () => {
    // U+00A0 no-break space, U+3000 ideographic space, U+2003 em space, U+FEFF: ECMAScript's \s and trim.
    const padded = `\u00a0\u3000${options.username}\u2003\ufeff`;
    const answer = await new Client().call('login', { body: loginBody(options.password, padded) });
    expectEqual(answer.status, 200, 'sign-in with the username padded by Unicode white space');
    const blank = await new Client().call('login', { body: loginBody(options.password, '\u00a0\u3000') });
    expectEqual([blank.status, blank.body.code], [400, 'INVALID_REQUEST'], 'a username of Unicode white space');
  },
);

await check('sign-in: the token header is {"alg":"HS256","typ":"JWT"} (typ optional), no kid', async () => {
  const { header } = decodeToken((await signIn()).token);
  const { typ, ...rest } = header;
  expectEqual(rest, { alg: 'HS256' }, 'the header without typ');
  expect(typ === undefined || typ === 'JWT', `typ ${typ}`);
});

await check(
  'test hooks: a reset forgets every session (a token from before answers 401) and restores the seed',
  async () => {
    const before = await signIn();
    await hook('POST', '/__test/reset');
    expectEqual((await before.call('getSession', { body: {} })).status, 401, 'the token and cookie from before');
    // openapi/test-hooks.yaml, POST /__test/reset: the seed's fields (ids are the server's own).
    const seed = {
      javery: ['Jordan', 'Avery', 'jordan.avery@example.com', '5551234567', 'Agent'],
      mlee: ['Morgan', 'Lee', 'morgan.lee@example.com', null, 'Sales Manager'],
    };
    for (const [username, [fname, lname, email, phone, role]] of Object.entries(seed)) {
      const { id, ...userInfo } = (await (await signIn(username, 'Portal#2024')).call('getSession', { body: {} })).body
        .userInfo;
      expect(Number.isInteger(id), `${username}: id ${id}`);
      expectEqual(
        userInfo,
        { company: 'Evergreen Life', username, fname, lname, role, email, phone, picture: null },
        `${username} after a reset`,
      );
    }
  },
  { hooks: true },
);
