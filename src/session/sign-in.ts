import { recordActivity } from './record-activity';
import { lastKnownReturnPath } from './last-known-path';
import { announceSessionChange } from './session-broadcast';
import { beginSessionGeneration } from './session-generation';
import { useSessionStore } from './session-store';
import { storeAccessToken } from './stored-user-info';
import type { SessionUser } from '@/shared/user/user';
import { clearSignOutPending } from './sign-out-pending';
import { SESSION_TEXT } from './constants';
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
  clearSignOutPending();
  beginSessionGeneration();
  sessionBegins();
  useSessionStore.getState().signedIn(user);
  void recordActivity('Signed in', SESSION_TEXT.loginTitle);
  announceSessionChange({ kind: 'signed-in', username: user.username });
  return { user, returnPath: lastKnownReturnPath(user.username) };
}
