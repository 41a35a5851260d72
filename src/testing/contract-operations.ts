/**
 * The portal's API operations as the contract checks of the mock backend call them (src/mocks/contract-checks,
 * run by src/mocks/contract.test.ts): through the app's real client, each answer checked against the contract.
 */
import { apiClient, reportServiceClient } from '@/api/client';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { checked, signIn, storeToken } from './contract-calls';

export const SESSION_TOKEN = 'oa_user_info';
export const HOUR_S = 3600;
/** A session without remember-me ends after this long without a call (contract: "Sessions and revocation"). */
export const IDLE_S = 30 * 60;
/** An access token's lifetime (contract: "Sessions and revocation"). */
export const TOKEN_S = 15 * 60;
export const DAY_S = 24 * HOUR_S;

/**
 * Request options that hide the session cookie (MSW reads a Cookie header before its cookie store),
 * so a call carries the stored bearer token only, as after a reload with a token in storage.
 */
export const BEARER_ONLY = { headers: { Cookie: 'oa_session=none' } };

export const getSession = (init: { headers?: Record<string, string> } = {}) =>
  checked('getSession', apiClient.POST('/get-session', { body: { session_token: SESSION_TOKEN }, ...init }));
export const getToken = (init: { headers?: Record<string, string> } = {}) =>
  checked('getToken', apiClient.POST('/get-token', init));
export const authUserSession = (init: { headers?: Record<string, string> } = {}) =>
  checked('authUserSession', apiClient.POST('/auth-user-session', { body: { session_token: SESSION_TOKEN }, ...init }));
export const login = (username: string, password: string, rememberMe = false) =>
  checked(
    'login',
    apiClient.POST('/{provider}/login', {
      params: { path: { provider: 'portal' } },
      body: { username, password, rememberMe },
    }),
  );
export const changePassword = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
  checked(
    'changePassword',
    apiClient.POST('/change-password', {
      body: { oldPassword, newPassword, confirmPassword, session_token: SESSION_TOKEN },
    }),
  );
export const updateProfile = (fname: string, lname: string, phone: number | null) =>
  checked(
    'updateProfile',
    apiClient.POST('/update-profile', { body: { fname, lname, phone, session_token: SESSION_TOKEN } }),
  );

export function uploadPicture(file: Blob | null, fileName = 'avatar.png', headers: Record<string, string> = {}) {
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

export function getReport(reportId: string, token?: string) {
  return checked(
    'getReport',
    reportServiceClient.GET('/v1.0/myorg/reports/{reportId}', {
      params: { path: { reportId } },
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    }),
  );
}

/** A file for multipart bodies (under jsdom, readable by Node's fetch thanks to jsdom-blob-compat). */
export function fileOf(content: BlobPart, type: string): Blob {
  return new Blob([content], { type });
}

/** `size` bytes that start with the PNG signature. */
export function pngFile(size: number, type = 'image/png'): Blob {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return fileOf(bytes, type);
}

/** Signs javery in and stores the token, as the portal does. */
export async function signInAndStore(): Promise<string> {
  const token = await signIn('javery', DEMO_PASSWORD);
  await storeToken(token);
  return token;
}
