// The conformance checks of uploadProfilePicture, getProfilePicture.
import {
  Client,
  FOREIGN_ORIGIN,
  PNG_1PX,
  PUBLIC_URL,
  check,
  options,
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

await check('picture: an upload from another origin is 403 FOREIGN_ORIGIN and stores nothing', async () => {
  const client = await signIn();
  const before = (await client.call('getSession', { body: {} })).body.userInfo.picture;
  // A multipart POST is never preflighted: the server itself refuses a foreign page's upload.
  const foreign = await client.call('uploadProfilePicture', {
    form: pictureForm(PNG_1PX, 'image/png'),
    headers: { Origin: FOREIGN_ORIGIN },
  });
  expectEqual([foreign.status, foreign.body.code, foreign.body.data], [403, 'FOREIGN_ORIGIN', null], 'foreign upload');
  expectEqual((await client.call('getSession', { body: {} })).body.userInfo.picture, before, 'the picture after');
  const own = await client.call('uploadProfilePicture', { form: pictureForm(PNG_1PX, 'image/png') });
  expectEqual(own.status, 200, 'the same upload from the portal');
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
  // The limit counts the file's bytes, not the body's (its part headers and boundaries).
  const largest = Buffer.alloc(511999);
  PNG_1PX.copy(largest, 0, 0, 8);
  const fits = await client.call('uploadProfilePicture', { form: pictureForm(largest, 'image/png') });
  expectEqual(fits.status, 200, 'a file of 511999 bytes');
});

await check(
  'picture: its URL is on the public base URL of the API (--public-url, else the contract default)',
  async () => {
    const answer = await (await signIn()).call('uploadProfilePicture', { form: pictureForm(PNG_1PX, 'image/png') });
    const url = answer.body.data.picture;
    const base = url.replace(/\/profile-pictures\/[^/]*\/image$/, '');
    // One line that names the flag: the kit cannot know a configured public URL unless it is told.
    expect(
      base === PUBLIC_URL && /^[A-Za-z0-9_-]{16,64}$/.test(url.slice(base.length).split('/')[2] ?? ''),
      `the picture URL ${url} is not on ${PUBLIC_URL} (${options.publicUrlSource}); if your server's public base URL is ${base}, run the kit with --public-url ${base}`,
    );
  },
);

await check("picture: a client's own forwarding headers (X-Forwarded-*, Forwarded) do not move its URL", async () => {
  // The other scheme than the public URL's, another host, prefix and port: only the server's
  // configuration or its trusted proxy says these (contract: "Deployment"); a proxy in front must
  // replace what a client sent (deploy/nginx.conf), never pass it on.
  const otherScheme = PUBLIC_URL.startsWith('https://') ? 'http' : 'https';
  const answer = await (
    await signIn()
  ).call('uploadProfilePicture', {
    form: pictureForm(PNG_1PX, 'image/png'),
    headers: {
      'X-Forwarded-Proto': otherScheme,
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Prefix': '/evil',
      'X-Forwarded-Port': '8443',
      Forwarded: `for=198.51.100.7;proto=${otherScheme};host=evil.example`,
    },
  });
  const url = answer.body.data.picture;
  // Compared with the server's own base (the check above pins which it is), so a wrong --public-url
  // fails that check alone.
  const plain = await (await signIn()).call('uploadProfilePicture', { form: pictureForm(PNG_1PX, 'image/png') });
  const base = plain.body.data.picture.replace(/\/profile-pictures\/[^/]*\/image$/, '');
  expect(
    url.startsWith(`${base}/profile-pictures/`) && !url.includes('evil') && !url.includes('8443'),
    `the picture URL ${url} follows the client's headers (without them: on ${base})`,
  );
});

await check('picture: an unknown picture id answers 404', async () => {
  const answer = await new Client().call('getProfilePicture', { params: { pictureId: 'a'.repeat(32) } });
  expectEqual(answer.status, 404, 'status');
});

/** A multipart body written out by hand: FormData's Blob lower-cases a part's type, which the check needs as sent. */
function multipart(parts) {
  const boundary = `kit${Date.now()}`;
  const chunks = parts.flatMap(({ name, filename, type, bytes }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n` +
        `${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

await check('picture: the part type compares without case and parameters; image/jpg counts as JPEG', async () => {
  const client = await signIn();
  for (const [type, bytes, served] of [
    ['image/PNG; q=1', PNG_1PX, 'image/png'],
    ['image/jpg', JPEG_START, 'image/jpeg'],
  ]) {
    const answer = await client.call('uploadProfilePicture', {
      raw: multipart([{ name: 'image', filename: 'avatar', type, bytes }]),
    });
    expectEqual(answer.status, 200, `a ${served} declared ${type}`);
    const picture = await fetch(reachable(answer.body.data.picture));
    expectEqual(picture.headers.get('content-type'), served, `the picture declared ${type}, as served`);
  }
});

await check('picture: a part without a type, or application/octet-stream, is 415 PICTURE_TYPE (R5-Q22)', async () => {
  const client = await signIn();
  for (const type of [undefined, 'application/octet-stream']) {
    const answer = await client.call('uploadProfilePicture', {
      raw: multipart([{ name: 'image', filename: 'avatar.png', type, bytes: PNG_1PX }]),
    });
    expectEqual([answer.status, answer.body.code], [415, 'PICTURE_TYPE'], `a PNG declared ${type ?? 'without a type'}`);
  }
});

await check('picture: a second image part is 400 "Please choose an image to upload", nothing stored', async () => {
  const client = await signIn();
  const before = (await client.call('getSession', { body: {} })).body.userInfo.picture;
  const image = { name: 'image', filename: 'avatar.png', type: 'image/png', bytes: PNG_1PX };
  const answer = await client.call('uploadProfilePicture', { raw: multipart([image, image]) });
  expectEqual(
    [answer.status, answer.body.code, answer.body.message, answer.body.data],
    [400, 'INVALID_REQUEST', 'Please choose an image to upload', null],
    'two image parts',
  );
  expectEqual((await client.call('getSession', { body: {} })).body.userInfo.picture, before, 'the picture after');
});

await check('picture: a file of 600 KB without a session is 401 (the order of checks), not 413 (Q15)', async () => {
  const big = Buffer.alloc(600_000);
  PNG_1PX.copy(big, 0, 0, 8);
  const answer = await new Client().call('uploadProfilePicture', { form: pictureForm(big, 'image/png') });
  expectEqual([answer.status, answer.body.code], [401, 'UNAUTHENTICATED'], 'without a session');
});

await check(
  'picture: a second session_token part is 400 "Invalid request" (it has no message entry) (Q16)',
  async () => {
    const client = await signIn();
    const token = { name: 'session_token', bytes: Buffer.from('oa_user_info') };
    const image = { name: 'image', filename: 'avatar.png', type: 'image/png', bytes: PNG_1PX };
    const answer = await client.call('uploadProfilePicture', { raw: multipart([image, token, token]) });
    expectEqual(
      [answer.status, answer.body.code, answer.body.message, answer.body.data],
      [400, 'INVALID_REQUEST', 'Invalid request', null],
      'two session_token parts',
    );
  },
);

await check('picture: a part with filename="" (an empty file input\'s) is a file part (Q28)', async () => {
  const client = await signIn();
  const answer = await client.call('uploadProfilePicture', {
    raw: multipart([{ name: 'image', filename: '', type: 'image/png', bytes: PNG_1PX }]),
  });
  expectEqual(answer.status, 200, 'filename=""');
});
