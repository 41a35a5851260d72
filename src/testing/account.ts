import { File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';
import { apiClient, unwrap } from '@/api/client';
import { config } from '@/config';
import { useSessionStore } from '@/session/session-store';
import { storeAccessToken } from '@/session/stored-user-info';
import type { SessionUser } from '@/shared/user/user';

export const DEMO_PASSWORD = 'Portal#2024';

/** Signs in against the mock backend as the real sign-in does: token stored, user in the session store. */
export async function signInAs(username: 'javery' | 'mlee' = 'javery', password = DEMO_PASSWORD): Promise<SessionUser> {
  const { accessToken } = await unwrap(
    apiClient.POST('/{provider}/login', {
      params: { path: { provider: config.authProvider } },
      body: { username, password, rememberMe: false },
    }),
  );
  const user = storeAccessToken(accessToken);
  if (!user) throw new Error('The mock backend answered an unreadable token');
  useSessionStore.getState().signedIn(user);
  return user;
}

/** Whether the mock backend accepts these credentials (without touching the stored session). */
export async function canSignIn(username: string, password: string): Promise<boolean> {
  const { response } = await apiClient.POST('/{provider}/login', {
    params: { path: { provider: config.authProvider } },
    body: { username, password, rememberMe: false },
  });
  return response.ok;
}

/** A tiny valid PNG (1x1), as the bytes a person's picture file would start with. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/**
 * jsdom replaces the global FormData with its own, which Node's fetch cannot read file bytes from;
 * a browser's fetch reads its own FormData. Tests that upload swap in Node's (found through a
 * Response, as Node does not export it) so the request carries the real bytes, as in a browser.
 */
export async function installNodeFormData(): Promise<void> {
  const form = await new Response(new URLSearchParams('probe=1')).formData();
  vi.stubGlobal('FormData', form.constructor);
}

/**
 * A file of `bytes`, as a browser's file chooser gives it. Node's File, not jsdom's: fetch in the test
 * runner is Node's, whose FormData cannot read jsdom's Blob bytes (it would send "undefined").
 */
export function testFile(bytes: Uint8Array, name: string, type: string): File {
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

/** A file of `size` bytes that starts like a PNG. */
export function pngFile(name = 'me.png', size = PNG_BYTES.length, type = 'image/png'): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES.subarray(0, Math.min(size, PNG_BYTES.length)));
  return testFile(bytes, name, type);
}
