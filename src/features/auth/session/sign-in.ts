import { recordActivity } from '@/shared/activity/record-activity';
import { lastKnownReturnPath } from '@/shared/browser/app-paths';
import { announceSessionChange } from '@/shared/session/session-broadcast';
import { beginSessionGeneration } from '@/shared/session/session-generation';
import { useSessionStore } from '@/shared/session/session-store';
import { storeAccessToken } from '@/shared/session/stored-user-info';
import type { SessionUser } from '@/shared/session/user';
import { removeKey } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { AUTH_TEXT } from '../constants';
import { sessionBegins } from './end-session';

export interface SignedIn {
  user: SessionUser;
  /** Where the sign-in leads: the page this user (or a signed-out visitor) left, else /home. */
  returnPath: string;
}

/**
 * The login answered a token: it is stored (in localStorage with "Remember me", else in this tab's
 * sessionStorage), the user is signed in, the activity recorded and the other tabs told. Null when
 * the token carries no readable user; then nothing is written.
 */
export function signIn(accessToken: string, { remember }: { remember: boolean }): SignedIn | null {
  const user = storeAccessToken(accessToken, { remember });
  if (!user) return null;
  // A sign-in that got through supersedes an earlier sign-out the server never confirmed.
  removeKey(storageKeys.signOutPending);
  beginSessionGeneration();
  sessionBegins();
  useSessionStore.getState().signedIn(user);
  void recordActivity('Signed in', AUTH_TEXT.loginTitle);
  announceSessionChange({ kind: 'signed-in', username: user.username });
  return { user, returnPath: lastKnownReturnPath(user.username) };
}
