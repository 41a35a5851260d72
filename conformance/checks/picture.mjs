// The conformance checks of uploadProfilePicture, getProfilePicture.
import {
  Client,
  PNG_1PX,
  PUBLIC_URL,
  check,
  decodeToken,
  expect,
  expectEqual,
  pictureForm,
  reachable,
  signIn,
} from '../kit.mjs';

// ---- picture
await check('picture: a PNG is stored and served from its URL; tokens carry the URL only', async () => {
  const client = await signIn();
  const answer = await client.call('uploadProfilePicture', { form: pictureForm(PNG_1PX, 'image/png') });
  expectEqual(answer.status, 200, 'upload');
  const url = answer.body.data.picture;
  expect(/^https?:\/\//.test(url), `the picture URL ${url} is not absolute`);
  // https, or plain http on the loopback host only (contract: PictureUrl).
  expect(
    /^https:\/\//.test(url) || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//.test(url),
    `the picture URL ${url} is plain http on another host`,
  );
  const served = await fetch(reachable(url));
  expectEqual(served.status, 200, `GET ${url}`);
  // HEAD is listed nowhere, the picture included (contract: "Conventions").
  expectEqual((await fetch(reachable(url), { method: 'HEAD' })).status, 404, `HEAD ${url}`);
  expectEqual(served.headers.get('content-type'), 'image/png', 'Content-Type of the picture');
  expectEqual(served.headers.get('x-content-type-options'), 'nosniff', 'X-Content-Type-Options of the picture');
  expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX), 'the served bytes differ from the upload');
  const token = (await client.call('getToken')).body.accessToken;
  expectEqual(decodeToken(token).claims.picture, url, 'picture claim');
  expect(token.length < 4096, 'the token grew with the picture');
  const replaced = await client.call('uploadProfilePicture', { form: pictureForm(PNG_1PX, 'image/png') });
  const id = url.match(/profile-pictures\/([^/]+)\/image/)?.[1];
  if (id && replaced.body.data.picture !== url) {
    const gone = await new Client().call('getProfilePicture', { params: { pictureId: id } });
    expectEqual(gone.status, 404, 'the replaced picture');
  }
});

await check('picture: 500 KB or more answers 413 (before the type), other types 415, with data null', async () => {
  const client = await signIn();
  const big = Buffer.alloc(512000);
  PNG_1PX.copy(big, 0, 0, 8);
  const tooBig = await client.call('uploadProfilePicture', { form: pictureForm(big, 'image/png') });
  expectEqual([tooBig.status, tooBig.body.data], [413, null], 'oversize');
  // Size before type: a file both too large and of the wrong type is 413.
  const bigGif = Buffer.alloc(512000);
  bigGif.write('GIF89a');
  const both = await client.call('uploadProfilePicture', { form: pictureForm(bigGif, 'image/gif', 'a.gif') });
  expectEqual([both.status, both.body.code], [413, 'PICTURE_TOO_LARGE'], 'too large and a GIF');
  const gif = await client.call('uploadProfilePicture', {
    form: pictureForm(Buffer.from('GIF89a....'), 'image/gif', 'a.gif'),
  });
  expectEqual([gif.status, gif.body.data], [415, null], 'GIF');
  const disguised = await client.call('uploadProfilePicture', {
    form: pictureForm(Buffer.from('%PDF-1.7'), 'image/png'),
  });
  expectEqual(disguised.status, 415, 'a PDF declared as PNG');
});

await check('picture: its URL is on the public base URL of the API (--public-url, default --base-url)', async () => {
  const answer = await (await signIn()).call('uploadProfilePicture', { form: pictureForm(PNG_1PX, 'image/png') });
  const url = answer.body.data.picture;
  expect(
    new RegExp(
      `^${PUBLIC_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/profile-pictures/[A-Za-z0-9_-]{16,64}/image$`,
    ).test(url),
    `the picture URL ${url} is not ${PUBLIC_URL}/profile-pictures/{id}/image`,
  );
});

await check("picture: a client's own X-Forwarded-* headers do not move its URL", async () => {
  const answer = await (
    await signIn()
  ).call('uploadProfilePicture', {
    form: pictureForm(PNG_1PX, 'image/png'),
    headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Prefix': '/evil' },
  });
  const url = answer.body.data.picture;
  expect(
    url.startsWith(`${PUBLIC_URL}/`) && !url.includes('evil'),
    `the picture URL ${url} follows the client's headers`,
  );
});

await check('picture: an unknown picture id answers 404', async () => {
  const answer = await new Client().call('getProfilePicture', { params: { pictureId: 'a'.repeat(32) } });
  expectEqual(answer.status, 404, 'status');
});
