// The conformance checks of updateProfile.
import { check, decodeToken, expectEqual, signIn } from '../kit.mjs';

// ---- profile
await check('profile: an update shows in get-session and in a fresh token', async () => {
  const client = await signIn();
  const before = (await client.call('getSession', { body: {} })).body.userInfo;
  try {
    const answer = await client.call('updateProfile', {
      body: { fname: ' Conformance ', lname: 'Check', phone: 5550001111 },
    });
    expectEqual(answer.status, 200, 'update');
    const after = (await client.call('getSession', { body: {} })).body.userInfo;
    expectEqual([after.fname, after.lname, after.phone], ['Conformance', 'Check', '5550001111'], 'stored values');
    const token = (await client.call('getToken')).body.accessToken;
    expectEqual(decodeToken(token).claims.fname, 'Conformance', 'fname in a fresh token');
  } finally {
    const phone = before.phone === null ? null : Number(before.phone);
    await client.call('updateProfile', { body: { fname: before.fname, lname: before.lname, phone } });
  }
});
