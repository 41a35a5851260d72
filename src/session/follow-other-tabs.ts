import { appUrl, browserNavigation, currentAppPath } from '@/shared/browser/browser-navigation';
import { onSessionChangeElsewhere, type SessionChange } from './session-broadcast';
import { useSessionStore } from './session-store';
import { followSessionEnd, signedInUsername } from './end-session';
import { watchForStaleTab } from './stale-tab';

function follow(change: SessionChange): void {
  const { status, signedInAs } = useSessionStore.getState();
  if (status === 'loading') return; // start-up is deciding from the storage the other tab just wrote
  if (change.kind === 'signed-out') {
    if (status !== 'logged-in') return;
    // A sign-out is the user's own choice: no page is kept for them. An expiry or rejection keeps it.
    const page = change.reason === 'signed-out' ? null : { path: currentAppPath(), owner: signedInUsername() };
    followSessionEnd(page, change.reason, change.workplaceEnded === true);
    return;
  }
  // Signed in elsewhere: a signed-out tab, or one showing somebody else, starts again as that user.
  if (signedInAs?.username !== change.username) browserNavigation.replace(appUrl('/home'));
}

/**
 * Keeps this tab's session the same as the browser's other tabs: a sign-out, an expiry or a rejected
 * session there ends on /login here; a sign-in there brings this tab to the new user's /home. What this
 * tab missed while it was away (another site, the back/forward cache, hidden) is found when it comes back.
 */
export function followSessionChangesInOtherTabs(): () => void {
  const stopListening = onSessionChangeElsewhere(follow);
  const stopWatching = watchForStaleTab();
  return () => {
    stopListening();
    stopWatching();
  };
}
