/**
 * The mock backend against the contract: every operation through the app's real client
 * (openapi-fetch, Node fetch intercepted by msw/node), success and error answers, each answer
 * validated at run time against openapi/portal.yaml.
 */
import { describe, expect, it, vi } from 'vitest';
import { apiClient, reportServiceClient } from '@/api/client';
import { config } from '@/config';
import { getActivityLog, getMockInbox, resetMockDb } from './db';
import { mockApiBaseUrl } from './handlers';
import { configurePublicApiBaseUrl } from './handlers/http';
import { DEMO_PASSWORD } from './db/seed';
import { MAX_PICTURE_BYTES, messages } from './lib/constants';
import { clearMockFaults, FAULT_DELAY_MS, getMockFaults, setMockFault } from './scenarios/faults';
import { MOCK_OPERATIONS } from './scenarios/operations';
import {
  checked,
  checkedCalls,
  claimsOf,
  endCookieSession,
  fieldsOf,
  signIn,
  storeToken,
} from '@/testing/contract-calls';
import '@/testing/jsdom-blob-compat';
import { workplaceToken } from '@/testing/workplace-token';
import { assertMatchesSchemaObject, contractOperationIds, loadContract } from '@/testing/openapi-contract';
import { invalidFieldMessage } from './contract/invalid-request-message';
import { advanceDate, freezeDate } from '@/testing/fake-date';
import { demoManager, demoUser } from '@/testing/demo-users';

const SESSION_TOKEN = 'oa_user_info';
const HOUR_S = 3600;
/** A session without remember-me ends after this long without a call (contract: "Sessions and revocation"). */
const IDLE_S = 30 * 60;
const DAY_S = 24 * HOUR_S;

/**
 * Request options that hide the session cookie (MSW reads a Cookie header before its cookie store),
 * so a call carries the stored bearer token only, as after a reload with a token in storage.
 */
const BEARER_ONLY = { headers: { Cookie: 'oa_session=none' } };

const getSession = (init: { headers?: Record<string, string> } = {}) =>
  checked('getSession', apiClient.POST('/get-session', { body: { session_token: SESSION_TOKEN }, ...init }));
const getToken = (init: { headers?: Record<string, string> } = {}) =>
  checked('getToken', apiClient.POST('/get-token', init));
const authUserSession = (init: { headers?: Record<string, string> } = {}) =>
  checked('authUserSession', apiClient.POST('/auth-user-session', { body: { session_token: SESSION_TOKEN }, ...init }));
const login = (username: string, password: string, rememberMe = false) =>
  checked(
    'login',
    apiClient.POST('/{provider}/login', {
      params: { path: { provider: 'portal' } },
      body: { username, password, rememberMe },
    }),
  );
const changePassword = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
  checked(
    'changePassword',
    apiClient.POST('/change-password', {
      body: { oldPassword, newPassword, confirmPassword, session_token: SESSION_TOKEN },
    }),
  );
const updateProfile = (fname: string, lname: string, phone: number | null) =>
  checked(
    'updateProfile',
    apiClient.POST('/update-profile', { body: { fname, lname, phone, session_token: SESSION_TOKEN } }),
  );

function uploadPicture(file: Blob | null, fileName = 'avatar.png', headers: Record<string, string> = {}) {
  return checked(
    'uploadProfilePicture',
    apiClient.POST('/upload-profile-picture', {
      headers,
      // The generated type of a binary part is string; the client sends the file itself.
      body: { image: file as unknown as string, session_token: SESSION_TOKEN },
      bodySerializer: (body) => {
        const form = new FormData();
        if (file) form.append('image', body.image as unknown as Blob, fileName);
        form.append('session_token', SESSION_TOKEN);
        return form;
      },
    }),
  );
}

function getReport(reportId: string, token?: string) {
  return checked(
    'getReport',
    reportServiceClient.GET('/v1.0/myorg/reports/{reportId}', {
      params: { path: { reportId } },
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    }),
  );
}

/** A file for multipart bodies (under jsdom, readable by Node's fetch thanks to jsdom-blob-compat). */
function fileOf(content: BlobPart, type: string): Blob {
  return new Blob([content], { type });
}

/** `size` bytes that start with the PNG signature. */
function pngFile(size: number, type = 'image/png'): Blob {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return fileOf(bytes, type);
}

/** Signs javery in and stores the token, as the portal does. */
async function signInAndStore(): Promise<string> {
  const token = await signIn('javery', DEMO_PASSWORD);
  await storeToken(token);
  return token;
}

describe('POST /{provider}/login', () => {
  it('signs in by username with a token carrying the seeded user, valid 8 hours', async () => {
    const token = await signIn('javery', DEMO_PASSWORD);
    const claims = await claimsOf(token);
    expect(claims).toMatchObject(demoUser);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(8 * HOUR_S);
    expect(token.split('.')[0]).toBe(btoa(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).replace(/=+$/, ''));
  });

  it('signs in by e-mail, ignoring its case', async () => {
    const claims = await claimsOf(await signIn('Morgan.Lee@EXAMPLE.com', DEMO_PASSWORD));
    expect(claims).toMatchObject({
      id: 2,
      username: 'mlee',
      role: 'Sales Manager',
      phone: null,
      picture: '/mock-avatars/mlee.svg',
    });
  });

  it('takes one timestamp per sign-in: exp - iat is the lifetime even when the clock ticks during it', async () => {
    // Every clock read lands in the next second, as when a sign-in straddles a second boundary.
    let now = Math.floor(Date.now() / 1000) * 1000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    const [short, long] = await (async () => {
      try {
        return [
          await claimsOf(await signIn('javery', DEMO_PASSWORD, false)),
          await claimsOf(await signIn('javery', DEMO_PASSWORD, true)),
        ];
      } finally {
        clock.mockRestore();
      }
    })();
    expect(Number(short.exp) - Number(short.iat)).toBe(8 * HOUR_S);
    expect(Number(long.exp) - Number(long.iat)).toBe(30 * DAY_S);
  });

  it('keeps a remembered sign-in 30 days', async () => {
    const short = await claimsOf(await signIn('javery', DEMO_PASSWORD, false));
    const long = await claimsOf(await signIn('javery', DEMO_PASSWORD, true));
    expect(Number(long.exp) - Number(long.iat)).toBe(30 * DAY_S);
    expect(Number(long.exp)).toBeGreaterThan(Number(short.exp));
  });

  it('refuses a wrong password or an unknown user with errorReponse, without saying which', async () => {
    const wrongPassword = await login('javery', 'Portal#2025');
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid username or password',
      errorReponse: 'Invalid username or password',
    });
    const unknownUser = await login('nobody', DEMO_PASSWORD);
    expect(unknownUser.status).toBe(401);
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('answers 400 when a field is empty and 404 for an unknown provider', async () => {
    const empty = await login('javery', '');
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body).errorReponse).toBe(invalidFieldMessage('login', 'username'));
    const unknownProvider = await checked(
      'login',
      apiClient.POST('/{provider}/login', {
        params: { path: { provider: 'elsewhere' } },
        body: { username: 'javery', password: DEMO_PASSWORD, rememberMe: false },
      }),
    );
    expect(unknownProvider.status).toBe(404);
  });
});

describe('paths the contract does not list', () => {
  it('answers 404 NOT_FOUND to a trailing or doubled slash or another case, and signs no one in', async () => {
    for (const path of ['/portal/login/', '//portal/login', '/portal//login', '/portal/Login', '/portal/LOGIN']) {
      const response = await fetch(`${mockApiBaseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'javery', password: DEMO_PASSWORD, rememberMe: 'yes' }),
      });
      expect([path, response.status, response.headers.get('set-cookie')]).toEqual([path, 404, null]);
      expect(await response.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
    }
  });
});

describe('the token and the session', () => {
  it('get-token and get-session answer the bearer holder, and 401 with neither token nor cookie', async () => {
    await signInAndStore();
    const session = await getSession(BEARER_ONLY);
    expect(session.status).toBe(200);
    expect(fieldsOf(session.body).userInfo).toMatchObject({ id: 1, username: 'javery' });
    const fresh = await getToken(BEARER_ONLY);
    expect(fresh.status).toBe(200);
    expect(await claimsOf(String(fieldsOf(fresh.body).accessToken))).toMatchObject({ id: 1, username: 'javery' });

    localStorage.clear();
    const noSession = await getSession(BEARER_ONLY);
    expect(noSession.status).toBe(401);
    expect(noSession.body).toEqual({ status: 401, code: 'UNAUTHENTICATED', message: 'User not logged in' });
    expect((await getToken(BEARER_ONLY)).status).toBe(401);
  });

  it('a refreshed token keeps the session and the expiry of the sign-in', async () => {
    freezeDate();
    const token = await signInAndStore();
    advanceDate(IDLE_S * 1000 - 1000); // within the idle time-out of a session without remember-me
    const fresh = String(fieldsOf((await getToken(BEARER_ONLY)).body).accessToken);
    const [before, after] = [await claimsOf(token), await claimsOf(fresh)];
    expect(after.exp).toBe(before.exp);
    expect(after.sid).toBe(before.sid);
    expect(Number(after.iat)).toBe(Number(before.iat) + IDLE_S - 1);
  });

  it('a session without remember-me ends after 30 idle minutes; every call it authenticates restarts them', async () => {
    freezeDate();
    await signInAndStore();
    for (let call = 0; call < 3; call += 1) {
      advanceDate(IDLE_S * 1000 - 1000);
      expect((await getSession(BEARER_ONLY)).status).toBe(200);
    }
    advanceDate(IDLE_S * 1000);
    expect((await getSession(BEARER_ONLY)).status).toBe(401);
    expect((await getToken(BEARER_ONLY)).status).toBe(401);
  });

  it('refuses an expired or forged bearer token', async () => {
    freezeDate();
    const token = await signInAndStore();
    // In use all the time (a call every 29 minutes), until a second before the 8 hours.
    const lastSecond = 8 * HOUR_S * 1000 - 1000;
    for (let elapsed = 0; elapsed < lastSecond;) {
      const step = Math.min((IDLE_S - 60) * 1000, lastSecond - elapsed);
      advanceDate(step);
      elapsed += step;
      expect((await getSession(BEARER_ONLY)).status).toBe(200);
    }
    advanceDate(1000);
    expect((await getSession(BEARER_ONLY)).status).toBe(401);

    vi.useRealTimers();
    const [header, , signature] = token.split('.');
    const forgedPayload = btoa(JSON.stringify({ ...(await claimsOf(token)), id: 2, exp: 4102444800 }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const forged = `${header}.${forgedPayload}.${signature}`;
    localStorage.setItem('oa_user_info', JSON.stringify({ username: 'mlee', accessToken: forged }));
    expect((await getSession(BEARER_ONLY)).status).toBe(401);
  });

  it('a cookie session alone signs the user in, until logout ends it', async () => {
    await signIn('mlee', DEMO_PASSWORD, true);
    const check = await authUserSession();
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      status: 200,
      data: {
        // The seed gives Morgan a picture (the demo user of the tests has none).
        userInfo: { ...demoManager, picture: '/mock-avatars/mlee.svg' },
      },
    });
    expect((await getSession()).status).toBe(200);

    await endCookieSession();
    const after = await authUserSession();
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ status: 401, message: 'User not logged in' });
    expect((await getSession()).status).toBe(401);
  });

  it('auth-user-session ignores a bearer token: only the cookie counts', async () => {
    await signInAndStore();
    expect((await getSession(BEARER_ONLY)).status).toBe(200);
    expect((await authUserSession(BEARER_ONLY)).status).toBe(401);
  });

  it('logout is idempotent and ends the session: its tokens are refused from then on', async () => {
    await signInAndStore();
    await endCookieSession();
    expect((await getSession(BEARER_ONLY)).status).toBe(401);
    const again = await checked(
      'userSessionLogout',
      apiClient.POST('/user-session-logout', { body: { session_token: SESSION_TOKEN } }),
    );
    expect(again.body).toEqual({ status: 200, message: messages.loggedOut });
  });

  it('logout answers 400 for a body that is not a JSON object', async () => {
    const bad = await checked(
      'userSessionLogout',
      apiClient.POST('/user-session-logout', {
        body: { session_token: SESSION_TOKEN },
        bodySerializer: () => 'not json',
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
  });
});

describe('POST /change-password', () => {
  it('checks fields, old password, confirmation, policy and reuse, in that order', async () => {
    await storeToken(await signIn('javery', DEMO_PASSWORD));
    const cases: [string, string, string, string][] = [
      ['', 'Evergreen_25', 'Evergreen_25', 'All fields are required'],
      [DEMO_PASSWORD, 'Evergreen_25', '', 'All fields are required'],
      ['Wrong#2024', 'Evergreen_25', 'Evergreen_25', 'Old password is incorrect'],
      [DEMO_PASSWORD, 'Evergreen_25', 'Evergreen_26', 'Passwords do not match!'],
      [DEMO_PASSWORD, 'Short_1', 'Short_1', invalidFieldMessage('changePassword', 'newPassword')],
      [DEMO_PASSWORD, 'Toolong_Password1', 'Toolong_Password1', invalidFieldMessage('changePassword', 'newPassword')],
      [DEMO_PASSWORD, 'nouppercase_1', 'nouppercase_1', invalidFieldMessage('changePassword', 'newPassword')],
      [DEMO_PASSWORD, 'NOLOWERCASE_1', 'NOLOWERCASE_1', invalidFieldMessage('changePassword', 'newPassword')],
      [DEMO_PASSWORD, 'NoDigits_here', 'NoDigits_here', invalidFieldMessage('changePassword', 'newPassword')],
      [DEMO_PASSWORD, 'NoSpecial12', 'NoSpecial12', invalidFieldMessage('changePassword', 'newPassword')],
      [DEMO_PASSWORD, 'Has space_1', 'Has space_1', invalidFieldMessage('changePassword', 'newPassword')],
      [DEMO_PASSWORD, 'Other-special1', 'Other-special1', invalidFieldMessage('changePassword', 'newPassword')],
      [DEMO_PASSWORD, DEMO_PASSWORD, DEMO_PASSWORD, 'New password must be different from the old password'],
    ];
    for (const [oldPassword, newPassword, confirmPassword, expected] of cases) {
      const answer = await changePassword(oldPassword, newPassword, confirmPassword);
      expect(answer.status, `${oldPassword} / ${newPassword} / ${confirmPassword}`).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, errorResponse: expected, message: expected });
    }
    expect(invalidFieldMessage('changePassword', 'newPassword')).toBe(
      'Password must be 8 to 16 characters long and contain at least 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character (! @ # $ % ^ & * _)',
    );
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    await storeToken(await signIn('javery', DEMO_PASSWORD));
    const changed = await changePassword(DEMO_PASSWORD, 'Evergreen_25');
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ status: 200, message: 'Password updated successfully' });
    expect((await login('javery', 'Evergreen_25')).status).toBe(200);
    expect((await login('javery', DEMO_PASSWORD)).status).toBe(401);
  });

  it('accepts exactly 8 and 16 characters with every allowed special', async () => {
    await storeToken(await signIn('javery', DEMO_PASSWORD));
    expect((await changePassword(DEMO_PASSWORD, 'Ab1!@#$%')).status).toBe(200);
    expect((await changePassword('Ab1!@#$%', 'Ab1^&*_xxxxxxxxx')).status).toBe(200);
  });

  it('answers 401 when nobody is signed in', async () => {
    const answer = await changePassword(DEMO_PASSWORD, 'Evergreen_25');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'User not logged in',
      errorResponse: 'User not logged in',
    });
  });
});

describe('POST /update-profile', () => {
  it('stores names and phone, which later answers and tokens carry', async () => {
    await storeToken(await signIn('javery', DEMO_PASSWORD));
    const updated = await updateProfile('  Jo ', 'Avery-Smith', 5559876543);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: 200,
      message: 'Profile updated successfully',
      data: { userInfo: { fname: 'Jo', lname: 'Avery-Smith', phone: '5559876543' } },
    });
    expect(fieldsOf((await getSession()).body).userInfo).toMatchObject({
      fname: 'Jo',
      lname: 'Avery-Smith',
      phone: '5559876543',
    });
    const claims = await claimsOf(String(fieldsOf((await getToken()).body).accessToken));
    expect(claims).toMatchObject({ fname: 'Jo', lname: 'Avery-Smith', phone: '5559876543' });

    expect((await updateProfile('Jo', 'Avery-Smith', null)).status).toBe(200);
    expect(fieldsOf((await getSession()).body).userInfo).toMatchObject({ phone: null });
  });

  it('refuses empty names and phones of 11 digits or more, keeping the old data', async () => {
    await storeToken(await signIn('javery', DEMO_PASSWORD));
    const emptyName = await updateProfile(' ', 'Avery', null);
    expect(emptyName.status).toBe(400);
    expect(emptyName.body).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      message: invalidFieldMessage('updateProfile', 'fname'),
    });
    expect(fieldsOf(emptyName.body).errors).toEqual([{ field: 'fname', problem: 'must match pattern "\\S"' }]);
    const longPhone = await updateProfile('Jordan', 'Avery', 12345678901);
    expect(longPhone.status).toBe(400);
    expect(longPhone.body).toMatchObject({ status: 400, message: invalidFieldMessage('updateProfile', 'phone') });
    expect((await updateProfile('Jordan', 'Avery', 12.5)).status).toBe(400);
    expect((await updateProfile('Jordan', 'Avery', 9999999999)).status).toBe(200);
    expect(fieldsOf((await getSession()).body).userInfo).toMatchObject({ fname: 'Jordan', phone: '9999999999' });
  });

  it('answers 401 when nobody is signed in', async () => {
    expect((await updateProfile('Jordan', 'Avery', null)).status).toBe(401);
  });
});

describe('POST /upload-profile-picture', () => {
  it('stores a PNG and answers its URL, which serves the image and which later answers and tokens carry', async () => {
    await storeToken(await signIn('javery', DEMO_PASSWORD));
    const answer = await uploadPicture(pngFile(64));
    expect(answer.status).toBe(200);
    const { message, data } = fieldsOf(answer.body);
    expect(message).toBe('Picture updated successfully');
    const picture = String((data as { picture: string }).picture);
    const pictureId = /\/profile-pictures\/([0-9a-f]+)\/image$/.exec(picture)?.[1] ?? '';
    expect(pictureId).toHaveLength(32);
    expect(picture).toBe(`${mockApiBaseUrl}/profile-pictures/${pictureId}/image`);
    const served = await checked(
      'getProfilePicture',
      apiClient.GET('/profile-pictures/{pictureId}/image', { params: { path: { pictureId } }, parseAs: 'arrayBuffer' }),
    );
    expect(served.status).toBe(200);
    expect(served.result.response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(served.body as ArrayBuffer)).toHaveLength(64);
    expect(fieldsOf((await getSession()).body).userInfo).toMatchObject({ picture });
    const token = String(fieldsOf((await getToken()).body).accessToken);
    expect(await claimsOf(token)).toMatchObject({ picture });
    expect(token.length).toBeLessThan(1024);
  });

  it("builds the picture URL on each answer's public base URL, never the upload's (round 4, Q12)", async () => {
    // Behind a trusted proxy reached under two names: each answer is on its own request's name.
    configurePublicApiBaseUrl({ trustProxy: true });
    try {
      const via = (host: string) => ({
        headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': host, 'X-Forwarded-Prefix': '/api' },
      });
      await storeToken(await signIn('javery', DEMO_PASSWORD));
      const uploaded = await uploadPicture(pngFile(64), 'avatar.png', via('one.example').headers);
      const picture = String((fieldsOf(uploaded.body).data as { picture: string }).picture);
      expect(picture).toMatch(/^https:\/\/one\.example\/api\/profile-pictures\/[0-9a-f]{32}\/image$/);
      const later = fieldsOf((await getSession(via('two.example'))).body).userInfo as { picture: string };
      expect(later.picture).toBe(picture.replace('one.example', 'two.example'));
      const token = String(fieldsOf((await getToken(via('two.example'))).body).accessToken);
      expect(await claimsOf(token)).toMatchObject({ picture: later.picture });
    } finally {
      configurePublicApiBaseUrl({});
    }
  });

  it('a replaced picture is no longer served (404)', async () => {
    await storeToken(await signIn('javery', DEMO_PASSWORD));
    const first = String((fieldsOf((await uploadPicture(pngFile(64))).body).data as { picture: string }).picture);
    await uploadPicture(pngFile(80));
    const pictureId = /\/profile-pictures\/([0-9a-f]+)\/image$/.exec(first)?.[1] ?? '';
    const gone = await checked(
      'getProfilePicture',
      apiClient.GET('/profile-pictures/{pictureId}/image', { params: { path: { pictureId } } }),
    );
    expect(gone.body).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Picture not found' });
  });

  it('accepts WebP and JPEG, and a file just under 500 KB', async () => {
    await storeToken(await signIn('javery', DEMO_PASSWORD));
    const webp = new Uint8Array(32);
    webp.set([0x52, 0x49, 0x46, 0x46, 24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    expect((await uploadPicture(fileOf(webp, 'image/webp'), 'a.webp')).status).toBe(200);
    const jpeg = new Uint8Array(32);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
    const jpegAnswer = await uploadPicture(fileOf(jpeg, 'image/jpeg'), 'a.jpg');
    expect(jpegAnswer.status).toBe(200);
    expect(JSON.stringify(jpegAnswer.body)).toContain('/profile-pictures/');
    expect((await uploadPicture(pngFile(MAX_PICTURE_BYTES - 1))).status).toBe(200);
  });

  it('refuses 500 KB or more (413), other types (415) and no file (400) with data null', async () => {
    await storeToken(await signIn('javery', DEMO_PASSWORD));
    const tooBig = await uploadPicture(pngFile(MAX_PICTURE_BYTES));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({
      status: 413,
      code: 'PICTURE_TOO_LARGE',
      message: 'Max file size must be under 500KB',
      data: null,
    });

    const gif = fileOf('GIF89a-not-allowed', 'image/gif');
    const wrongType = await uploadPicture(gif, 'a.gif');
    expect(wrongType.status).toBe(415);
    expect(fieldsOf(wrongType.body).data).toBeNull();

    const pdfCalledPng = fileOf('%PDF-1.7 pretending', 'image/png');
    expect((await uploadPicture(pdfCalledPng)).status).toBe(415);
    const pngCalledGif = pngFile(64, 'image/gif');
    expect((await uploadPicture(pngCalledGif)).status).toBe(415);

    const missing = await uploadPicture(null);
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body).data).toBeNull();

    expect(fieldsOf((await getSession()).body).userInfo).toMatchObject({ picture: null });
  });

  it('answers 401 when nobody is signed in', async () => {
    const answer = await uploadPicture(pngFile(64));
    expect(answer.status).toBe(401);
    expect(fieldsOf(answer.body).data).toBeNull();
  });
});

describe('password recovery (the whole flow; the rules are in recovery.test.ts)', () => {
  it('sends a code, verifies it and sets a new password that then signs in', async () => {
    const started = await checked(
      'requestPasswordRecovery',
      apiClient.POST('/forgot-password', { body: { username: 'javery' } }),
    );
    expect(started.status).toBe(200);
    const email = String(fieldsOf(started.body).email);
    expect(email).toBe('jo*********@example.com');
    const [mail] = await getMockInbox();
    expect(mail?.to).toBe('jordan.avery@example.com');

    const verified = await checked(
      'verifyRecoveryCode',
      apiClient.POST('/security-authentication', { body: { code: String(mail?.code) } }),
    );
    expect(verified.body).toEqual({ status: 200, message: 'Code verified' });
    const reset = await checked(
      'resetForgottenPassword',
      apiClient.PUT('/forgot-password', {
        body: { newPassword: 'Evergreen_25', confirmPassword: 'Evergreen_25', email },
      }),
    );
    expect(reset.body).toEqual({ status: 200, message: 'Your new password has been created successfully' });
    expect((await login('jordan.avery@example.com', 'Evergreen_25')).status).toBe(200);
    expect((await login('javery', DEMO_PASSWORD)).status).toBe(401);
  });

  it('answers the error shapes of each step', async () => {
    expect(
      (await checked('verifyRecoveryCode', apiClient.POST('/security-authentication', { body: { code: '123456' } })))
        .status,
    ).toBe(403);
    expect(
      (
        await checked(
          'resetForgottenPassword',
          apiClient.PUT('/forgot-password', {
            body: { newPassword: 'Evergreen_25', confirmPassword: 'Evergreen_25', email: 'jo*********@example.com' },
          }),
        )
      ).status,
    ).toBe(403);
    // An unknown account is answered like a known one (a decoy recovery, nothing sent)...
    expect(
      (await checked('requestPasswordRecovery', apiClient.POST('/forgot-password', { body: { username: 'ghost' } })))
        .body,
    ).toMatchObject({ status: 200, message: 'A verification code has been sent to your e-mail' });
    // ...and its code step answers a wrong code, as a real recovery does.
    expect(
      (await checked('verifyRecoveryCode', apiClient.POST('/security-authentication', { body: { code: '123456' } })))
        .body,
    ).toEqual({ status: 400, code: 'CODE_INVALID', message: 'Invalid code', attemptsLeft: 2 });
    // A resend at once is refused, for a decoy as for a real recovery.
    expect(
      (await checked('requestPasswordRecovery', apiClient.POST('/forgot-password', { body: { username: 'ghost' } })))
        .body,
    ).toEqual({ status: 429, code: 'RESEND_TOO_EARLY', message: 'Please wait 2 minutes before requesting a new code' });
  });
});

describe('POST /{provider}/activity', () => {
  const record = {
    username: 'javery',
    role: 'Agent',
    company: 'Evergreen Life',
    page: 'Market Intelligence',
    device: 'Desktop',
    browser: 'Chrome',
    activity: 'Page changed',
  };

  it('stores each record, readable through getActivityLog()', async () => {
    const answer = await checked(
      'logActivity',
      apiClient.POST('/{provider}/activity', { params: { path: { provider: config.authProvider } }, body: record }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ status: 201, message: messages.activityRecorded });
    await apiClient.POST('/{provider}/activity', {
      params: { path: { provider: config.authProvider } },
      body: { ...record, page: 'Home', username: '', role: 'Unknown', company: '' },
    });
    const log = await getActivityLog();
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ ...record, id: 1, provider: 'portal' });
    expect(log[1]).toMatchObject({ page: 'Home', username: '', id: 2 });
  });

  it('answers 400 without a page (storing nothing) and 404 for an unknown provider', async () => {
    const noPage = await checked(
      'logActivity',
      apiClient.POST('/{provider}/activity', {
        params: { path: { provider: 'portal' } },
        body: { ...record, page: '' },
      }),
    );
    expect(noPage.body).toMatchObject({ status: 400, code: 'INVALID_REQUEST', message: 'page is required' });
    const unknown = await checked(
      'logActivity',
      apiClient.POST('/{provider}/activity', { params: { path: { provider: 'other' } }, body: record }),
    );
    expect(unknown.status).toBe(404);
    expect(await getActivityLog()).toEqual([]);
  });
});

describe("saved views (the signed-in user's own, shared read-only by share id)", () => {
  const reportId = '3f1c9a52-6d0b-4e8a-9b1e-2a7c5d4e8f01';
  const otherReportId = '7a2d4b16-93c5-4f7e-8d21-5b6e9c0a3f12';
  const list = (report = reportId) =>
    checked(
      'listSavedViews',
      apiClient.GET('/reports/{reportId}/saved-views', { params: { path: { reportId: report } } }),
    );
  const create = (name: string, report = reportId) =>
    checked(
      'createSavedView',
      apiClient.POST('/reports/{reportId}/saved-views', {
        params: { path: { reportId: report } },
        body: { name, state: `state of ${name}`, pageName: 'ReportSection2' },
      }),
    );
  const rename = (viewId: string, name: string) =>
    checked(
      'renameSavedView',
      apiClient.PUT('/reports/{reportId}/saved-views/{viewId}', {
        params: { path: { reportId, viewId } },
        body: { name },
      }),
    );
  const remove = (viewId: string) =>
    checked(
      'deleteSavedView',
      apiClient.DELETE('/reports/{reportId}/saved-views/{viewId}', { params: { path: { reportId, viewId } } }),
    );
  const reorder = (viewIds: string[]) =>
    checked(
      'reorderSavedViews',
      apiClient.PUT('/reports/{reportId}/saved-views/order', { params: { path: { reportId } }, body: { viewIds } }),
    );
  const shared = (shareId: string, report = reportId) =>
    checked(
      'getSharedView',
      apiClient.GET('/reports/{reportId}/shared-views/{shareId}', { params: { path: { reportId: report, shareId } } }),
    );
  const viewOf = (answer: { body: unknown }) =>
    fieldsOf(answer.body).view as { id: string; shareId: string; name: string; updatedAt: string };
  const namesOf = (answer: { body: unknown }) =>
    (fieldsOf(answer.body).views as { name: string }[]).map((view) => view.name);

  it('creates, lists in order, renames, reorders and deletes; another user sees none of it', async () => {
    await signInAndStore();
    expect(namesOf(await list())).toEqual([]);
    const first = await create('  West region, Q3 ');
    expect(first.status).toBe(201);
    expect(viewOf(first)).toMatchObject({ name: 'West region, Q3', pageName: 'ReportSection2', reportId });
    const second = viewOf(await create('Ohio agents'));
    expect(namesOf(await list())).toEqual(['West region, Q3', 'Ohio agents']);
    expect(namesOf(await list(otherReportId))).toEqual([]);

    const renamed = await rename(viewOf(first).id, 'West, final');
    expect(viewOf(renamed)).toMatchObject({
      id: viewOf(first).id,
      shareId: viewOf(first).shareId,
      name: 'West, final',
    });
    expect(namesOf(await reorder([second.id, viewOf(first).id]))).toEqual(['Ohio agents', 'West, final']);
    expect(namesOf(await list())).toEqual(['Ohio agents', 'West, final']);

    // Morgan: none of Jordan's views, and none of them can be renamed or deleted.
    await storeToken(await signIn('mlee', DEMO_PASSWORD));
    expect(namesOf(await list())).toEqual([]);
    expect((await rename(second.id, 'Mine now')).body).toMatchObject({ status: 404, code: 'SAVED_VIEW_NOT_FOUND' });
    expect((await remove(second.id)).status).toBe(404);
    expect((await reorder([second.id])).body).toMatchObject({ status: 409, code: 'SAVED_VIEWS_CHANGED' });
    // ...but the shared link reads it.
    const read = await shared(second.shareId);
    expect(read.body).toEqual({
      reportId,
      name: 'Ohio agents',
      state: 'state of Ohio agents',
      pageName: 'ReportSection2',
      sharedBy: 'Jordan Avery',
      sharedByUsername: 'javery',
      savedAt: second.updatedAt,
    });
    expect((await shared(second.shareId, otherReportId)).status).toBe(404);

    await signInAndStore();
    expect((await remove(second.id)).body).toEqual({ status: 200, message: messages.savedViewDeleted });
    expect((await remove(second.id)).status).toBe(404);
    expect((await shared(second.shareId)).status).toBe(404);
    expect(namesOf(await list())).toEqual(['West, final']);
  });

  it('refuses a stale order, an empty name, an ill-formed report id, and a 21st view of a report', async () => {
    await signInAndStore();
    const kept = viewOf(await create('Kept'));
    expect((await reorder([])).status).toBe(409);
    expect((await reorder([kept.id, kept.id])).status).toBe(409);
    const empty = await create('   ');
    expect(empty.body).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      message: invalidFieldMessage('createSavedView', 'name'),
    });
    const badReport = await list('not-a-report');
    expect(badReport.body).toMatchObject({ status: 400, code: 'INVALID_REQUEST', errors: [{ field: 'reportId' }] });
    for (let count = 2; count <= 20; count += 1) expect((await create(`View ${count}`)).status).toBe(201);
    expect((await create('One too many')).body).toMatchObject({
      status: 409,
      code: 'SAVED_VIEW_LIMIT',
      message: messages.savedViewLimit,
    });
    expect(namesOf(await list())).toHaveLength(20);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    expect((await list()).status).toBe(401);
    expect((await shared('9f8e7d6c5b4a39281706f5e4d3c2b1a0')).status).toBe(401);
  });
});

describe('GET /v1.0/myorg/reports/{reportId} (report service)', () => {
  it('answers the embed URL of every configured report', async () => {
    for (const reportId of Object.values(config.reports).map(({ id }) => id)) {
      const answer = await getReport(reportId, await workplaceToken());
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        id: reportId,
        embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${reportId}&autoAuth=true`,
      });
    }
    expect(fieldsOf((await getReport(config.reports.marketIntelligence.id, await workplaceToken())).body).name).toBe(
      'Market Intelligence',
    );
  });

  it('answers 401 without a token, with an expired one or one the identity provider did not issue, and 404 for an unknown id', async () => {
    const noToken = await getReport(config.reports.agentProductivity.id);
    expect(noToken.status).toBe(401);
    expect(fieldsOf(fieldsOf(noToken.body).error).code).toBe('PowerBINotAuthorizedException');

    const expiredJwt = await workplaceToken(-60);
    const expired = await getReport(config.reports.agentProductivity.id, expiredJwt);
    expect(expired.status).toBe(401);
    expect(fieldsOf(fieldsOf(expired.body).error).code).toBe('TokenExpired');

    const foreign = await getReport(config.reports.agentProductivity.id, 'workplace-token');
    expect(foreign.status).toBe(401);
    expect(fieldsOf(fieldsOf(foreign.body).error).code).toBe('PowerBINotAuthorizedException');

    const unknown = await getReport('00000000-0000-0000-0000-000000000000', await workplaceToken());
    expect(unknown.status).toBe(404);
    expect(fieldsOf(fieldsOf(unknown.body).error).code).toBe('PowerBIEntityNotFound');
  });
});

describe('export to file (report service; the job rules are in handlers/report-exports.test.ts)', () => {
  const reportId = config.reports.marketIntelligence.id;
  const exportPage = (token?: string, format: 'PDF' | 'PNG' = 'PDF') =>
    checked(
      'exportToFile',
      reportServiceClient.POST('/v1.0/myorg/reports/{reportId}/ExportTo', {
        params: { path: { reportId } },
        body: { format, powerBIReportConfiguration: { pages: [{ pageName: 'ReportSection2' }] } },
        ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
      }),
    );
  const status = (exportId: string, token: string) =>
    checked(
      'getExportToFileStatus',
      reportServiceClient.GET('/v1.0/myorg/reports/{reportId}/exports/{exportId}', {
        params: { path: { reportId, exportId } },
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
  const file = (exportId: string, token: string) =>
    checked(
      'getFileOfExportToFile',
      reportServiceClient.GET('/v1.0/myorg/reports/{reportId}/exports/{exportId}/file', {
        params: { path: { reportId, exportId } },
        headers: { Authorization: `Bearer ${token}` },
        parseAs: 'blob',
      }),
    );

  it('starts a job (202), answers it running (202) then succeeded (200), and serves its PDF', async () => {
    freezeDate();
    const token = await workplaceToken();
    const started = await exportPage(token);
    expect(started.status).toBe(202);
    const exportId = String(fieldsOf(started.body).id);
    advanceDate(2000);
    const running = await status(exportId, token);
    expect(running.status).toBe(202);
    expect(running.body).toMatchObject({ status: 'Running' });
    advanceDate(5000);
    const done = await status(exportId, token);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'Succeeded', percentComplete: 100, resourceFileExtension: '.pdf' });
    const pdf = await file(exportId, token);
    expect(pdf.status).toBe(200);
    expect(pdf.result.response.headers.get('content-type')).toBe('application/pdf');
  });

  it('answers 401 without a token, 400 for a format it does not export, 404 for an unknown export id', async () => {
    expect((await exportPage()).status).toBe(401);
    const token = await workplaceToken();
    const badFormat = await checked(
      'exportToFile',
      reportServiceClient.POST('/v1.0/myorg/reports/{reportId}/ExportTo', {
        params: { path: { reportId } },
        // A format the service knows (PowerPoint) but the contract, as the portal uses it, does not.
        body: { format: 'PPTX' as 'PDF' },
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    expect(badFormat.status).toBe(400);
    expect(fieldsOf(fieldsOf(badFormat.body).error).code).toBe('InvalidRequest');
    const unknownStatus = await status('bm8tc3VjaC1leHBvcnQ', token);
    expect(unknownStatus.status).toBe(404);
    expect(fieldsOf(fieldsOf(unknownStatus.body).error).code).toBe('PowerBIEntityNotFound');
    expect((await file('bm8tc3VjaC1leHBvcnQ', token)).status).toBe(404);
  });
});

describe('faults (scenarios)', () => {
  it('http-500 answers the contract 500 for that operation only', async () => {
    await setMockFault('login', 'http-500');
    const failed = await login('javery', DEMO_PASSWORD);
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ status: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect((await authUserSession()).status).toBe(401);
    await setMockFault('login', 'none');
    expect((await login('javery', DEMO_PASSWORD)).status).toBe(200);
  });

  it('http-500 applies to the report service too', async () => {
    await setMockFault('getReport', 'http-500');
    expect((await getReport(config.reports.salesOpportunity.id, 'workplace-token')).status).toBe(500);
  });

  it('network-error makes the request fail without an answer', async () => {
    await setMockFault('getSession', 'network-error');
    await expect(apiClient.POST('/get-session', { body: { session_token: SESSION_TOKEN } })).rejects.toThrow();
    await clearMockFaults();
    expect((await getSession()).status).toBe(401);
  });

  it('delay-3s answers normally after 3 seconds', async () => {
    await setMockFault('authUserSession', 'delay-3s');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const pending = authUserSession().then((answer) => {
      settled = true;
      return answer;
    });
    await vi.advanceTimersByTimeAsync(FAULT_DELAY_MS - 10);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect((await pending).status).toBe(401);
    expect(settled).toBe(true);
  });

  it('resetMockDb() clears the faults', async () => {
    await setMockFault('getToken', 'http-500');
    expect((await getMockFaults()).getToken).toBe('http-500');
    await resetMockDb();
    expect(Object.values(await getMockFaults()).every((fault) => fault === 'none')).toBe(true);
  });
});

describe('the Node db is reset between tests', () => {
  it('(1 of 2) changes data', async () => {
    await storeToken(await signIn('javery', DEMO_PASSWORD));
    expect((await changePassword(DEMO_PASSWORD, 'Evergreen_25')).status).toBe(200);
    await checked('requestPasswordRecovery', apiClient.POST('/forgot-password', { body: { username: 'mlee' } }));
    await setMockFault('getReport', 'http-500');
    // The password-changed notice to javery and the code to mlee.
    expect(await getMockInbox()).toHaveLength(2);
  });

  it('(2 of 2) sees the seed again', async () => {
    expect((await login('javery', DEMO_PASSWORD)).status).toBe(200);
    expect((await login('javery', 'Evergreen_25')).status).toBe(401);
    expect(await getMockInbox()).toEqual([]);
    expect((await getMockFaults()).getReport).toBe('none');
  });
});

describe('coverage of the contract', () => {
  it('gives an example for every request body and every response, each matching its schema', async () => {
    const contract = await loadContract();
    const problems: string[] = [];
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
        const operation = item[method];
        if (!operation) continue;
        const name = `${method.toUpperCase()} ${path}`;
        const media = [
          ...Object.entries(operation.requestBody?.content ?? {}).map(([type, m]) => ({
            where: `${name} request`,
            type,
            m,
          })),
          ...Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
            if (!response.content) problems.push(`${name} ${status}: no content`);
            return Object.entries(response.content ?? {}).map(([type, m]) => ({ where: `${name} ${status}`, type, m }));
          }),
        ];
        for (const { where, type, m } of media) {
          const examples = m.example !== undefined ? [m.example] : Object.values(m.examples ?? {}).map((e) => e.value);
          if (examples.length === 0) problems.push(`${where} ${type}: no example`);
          if (type !== 'application/json') continue;
          for (const example of examples) {
            await assertMatchesSchemaObject(m.schema ?? {}, example).catch((error: Error) =>
              problems.push(`${where}: ${error.message}`),
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every operation was called with a success and an error answer, each checked against the contract', async () => {
    const operationIds = await contractOperationIds();
    // Read from the YAML here, generated for the mock: the same operations, none lost on the way.
    expect([...operationIds].sort()).toEqual(MOCK_OPERATIONS.map((operation) => operation.id).sort());
    for (const operationId of operationIds) {
      const statuses = checkedCalls.filter((call) => call.operationId === operationId).map((call) => call.status);
      expect(
        statuses.some((status) => status < 300),
        `${operationId} success`,
      ).toBe(true);
      expect(
        statuses.some((status) => status >= 400),
        `${operationId} error`,
      ).toBe(true);
    }
  });
});
