// The conformance checks of every operation that needs a session: bad, expired and revoked tokens.
import {
  Client,
  algNone,
  bearerOnly,
  check,
  exampleRequest,
  expect,
  expectEqual,
  moveClock,
  protectedOperationIds,
  signIn,
  wrongKey,
} from '../kit.mjs';

// ---- auth on every protected call
await check('auth: the contract names the calls that need a session', async () => {
  expect(protectedOperationIds.length > 0, 'no operation of the contract needs the bearer token');
});
const signedOutToken = async () => {
  const client = await signIn();
  await client.call('userSessionLogout', { body: {} });
  return client.token;
};
const badTokens = {
  'no token': async () => null,
  'a garbage token': async () => 'not.a.jwt',
  'alg: none': async () => algNone((await signIn()).token),
  'a token signed with another key': async () => wrongKey((await signIn()).token),
  'a signed-out session': signedOutToken,
};
for (const operationId of protectedOperationIds) {
  for (const [what, makeToken] of Object.entries(badTokens)) {
    await check(`auth: ${operationId} with ${what} answers 401`, async () => {
      const token = await makeToken();
      const answer = await new Client().call(operationId, { ...exampleRequest(operationId), token });
      expectEqual(answer.status, 401, 'status');
    });
  }
  await check(
    `auth: ${operationId} with an expired token answers 401`,
    async () => {
      const client = bearerOnly(await signIn());
      await moveClock(8 * 3600 + 1);
      const answer = await client.call(operationId, exampleRequest(operationId));
      expectEqual(answer.status, 401, 'status');
    },
    { hooks: true },
  );
}

await check('auth: the Bearer scheme compares without case (R5-Q7)', async () => {
  const client = await signIn();
  for (const scheme of ['bearer', 'BEARER']) {
    const headers = { Authorization: `${scheme} ${client.token}` };
    const answer = await new Client().call('getSession', { body: {}, token: null, headers });
    expectEqual(answer.status, 200, `Authorization: ${scheme} <token>`);
  }
});
