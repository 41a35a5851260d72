// The conformance checks of getToken's own rules: the cookie only, not use, and a rate limit per session.
import { bearerOnly, check, expect, expectEqual, moveClock, signIn } from '../kit.mjs';

const RENEWALS_PER_MINUTE = 10;

await check('renewal: get-token needs the session cookie; a bearer token alone is 401 UNAUTHENTICATED', async () => {
  const client = await signIn();
  const alone = await bearerOnly(client).call('getToken');
  expectEqual([alone.status, alone.body?.code], [401, 'UNAUTHENTICATED'], 'get-token with the bearer alone');
  expectEqual((await client.call('getToken', { token: null })).status, 200, 'get-token with the cookie');
});

await check(
  'renewal: a renewal does not restart the idle time (30 minutes without remember-me)',
  async () => {
    const client = await signIn();
    await moveClock(29 * 60);
    expectEqual((await client.call('getToken', { token: null })).status, 200, 'a renewal at 29 minutes');
    await moveClock(60 + 1);
    expectEqual((await client.call('getSession', { body: {}, token: null })).status, 401, 'the cookie at 30 minutes');
  },
  { hooks: true },
);

await check(
  `renewal: at most ${RENEWALS_PER_MINUTE} renewals of a session in 60 seconds; the next is 429 TOO_MANY_ATTEMPTS with Retry-After`,
  async () => {
    const client = await signIn();
    for (let count = 1; count <= RENEWALS_PER_MINUTE; count += 1) {
      expectEqual((await client.call('getToken', { token: null })).status, 200, `renewal ${count}`);
    }
    const refused = await client.call('getToken', { token: null });
    expectEqual([refused.status, refused.body?.code], [429, 'TOO_MANY_ATTEMPTS'], `renewal ${RENEWALS_PER_MINUTE + 1}`);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${refused.headers.get('retry-after')} is not 1 to 60`);
    // Another session of the same user has its own count.
    expectEqual((await (await signIn()).call('getToken', { token: null })).status, 200, 'another session');
  },
);
