import { clearSignOutPending } from './sign-out-pending';
import { endServerSession } from './end-session';

/**
 * Tries again to end the session of an earlier sign-out (at start-up, while the login shows).
 * The mark stays until the server confirms, so the next start tries again.
 */
export async function finishPendingSignOut(): Promise<void> {
  if (await endServerSession()) clearSignOutPending();
}
