// The conformance checks of logActivity.
import { Client, bearerOnly, check, exampleBody, expectEqual, moveClock, options, signIn, wrongKey } from '../kit.mjs';

// ---- activity
await check('activity: recorded with or without a sign-in (201); an unknown provider answers 404', async () => {
  const anonymous = await new Client().call('logActivity', { body: exampleBody('logActivity') });
  expectEqual(anonymous.status, 201, 'anonymous');
  const signedIn = await (
    await signIn()
  ).call('logActivity', {
    body: { ...exampleBody('logActivity'), username: options.username, role: 'Agent', company: 'Evergreen Life' },
  });
  expectEqual(signedIn.status, 201, 'signed in');
  const unknown = await new Client().call('logActivity', {
    params: { provider: 'no-such-provider' },
    body: exampleBody('logActivity'),
  });
  expectEqual(unknown.status, 404, 'unknown provider');
});

await check('activity: an invalid or wrongly signed token is ignored (201, never 401)', async () => {
  const token = wrongKey((await signIn()).token);
  for (const [what, bearer] of [
    ['a garbage token', 'not.a.jwt'],
    ['a token signed with another key', token],
  ]) {
    const answer = await new Client().call('logActivity', { body: exampleBody('logActivity'), token: bearer });
    expectEqual(answer.status, 201, what);
  }
});

await check(
  'activity: an expired token is ignored (201)',
  async () => {
    const client = bearerOnly(await signIn());
    await moveClock(8 * 3600 + 1);
    expectEqual((await client.call('logActivity', { body: exampleBody('logActivity') })).status, 201, 'status');
  },
  { hooks: true },
);
