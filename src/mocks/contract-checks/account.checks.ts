/** The contract checks of the mock backend (run by src/mocks/contract.test.ts): the signed-in user's account: password change, profile, picture, password recovery and the activity record. */
import { describe, expect, it } from 'vitest';
import { apiClient } from '@/api/client';
import { config } from '@/config';
import { getActivityLog, getMockInbox } from '../db';
import { mockApiBaseUrl } from '../handlers';
import { configureAllowedOrigins, configurePublicApiBaseUrl } from '../handlers/http';
import { DEMO_PASSWORD } from '../db/seed';
import { MAX_PICTURE_BYTES, messages } from '../lib/constants';
import { checked, claimsOf, fieldsOf, signIn, storeToken } from '@/testing/contract-calls';
import '@/testing/jsdom-blob-compat';
import { invalidFieldMessage } from '../contract/invalid-request-message';
import {
  getSession,
  getToken,
  login,
  changePassword,
  updateProfile,
  uploadPicture,
  fileOf,
  pngFile,
} from '@/testing/contract-operations';

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
  it('stores names and phone, which later answers carry (tokens the names, never the phone)', async () => {
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
    expect(claims).toMatchObject({ fname: 'Jo', lname: 'Avery-Smith' });
    expect(claims).not.toHaveProperty('phone');

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
      // A renewal needs the cookie, `__Host-` named on https: a sign-in's cookie, sent as that.
      const setCookie = (await login('javery', DEMO_PASSWORD)).result.response.headers.get('set-cookie') ?? '';
      const cookie = /oa_session=[^;]+/.exec(setCookie)?.[0];
      const renewal = { headers: { ...via('two.example').headers, Cookie: `__Host-${cookie}` } };
      const token = String(fieldsOf((await getToken(renewal)).body).accessToken);
      expect(await claimsOf(token)).toMatchObject({ picture: later.picture });
    } finally {
      configurePublicApiBaseUrl({});
    }
  });

  it('refuses an upload from another origin (403 FOREIGN_ORIGIN) before authenticating, and stores nothing', async () => {
    await storeToken(await signIn('javery', DEMO_PASSWORD));
    const before = (fieldsOf((await getSession()).body).userInfo as { picture: string | null }).picture;
    const foreign = await uploadPicture(pngFile(64), 'avatar.png', { Origin: 'http://evil.example' });
    expect(foreign.body).toEqual({
      status: 403,
      code: 'FOREIGN_ORIGIN',
      message: messages.foreignOrigin,
      data: null,
    });
    expect(fieldsOf((await getSession()).body).userInfo).toMatchObject({ picture: before });
    // The API's own origin and the CORS allow-list's origins may upload.
    expect((await uploadPicture(pngFile(64), 'avatar.png', { Origin: new URL(mockApiBaseUrl).origin })).status).toBe(
      200,
    );
    configureAllowedOrigins(['http://portal.example']);
    try {
      expect((await uploadPicture(pngFile(64), 'avatar.png', { Origin: 'http://portal.example' })).status).toBe(200);
    } finally {
      configureAllowedOrigins([]);
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
