import { clearSignOutPending } from './sign-out-pending';
import { endServerSession, endSession } from './end-session';

/**
 * Tries again to end the session of an earlier sign-out (at start-up, while the login shows).
 * The mark stays until the server confirms, so the next start tries again.
 */
export async function finishPendingSignOut(): Promise<void> {
  if (await endServerSession()) clearSignOutPending();
}

/**
 * The user signs out (R4.4), in any tab: the session's one end (end-session.ts) with the activity
 * recorded, no page kept, and /login saying so.
 */
export function signOutByUser(): Promise<void> {
  return endSession({ reason: 'signed-out', page: null });
}
