import { sendUserSessionCheckEarly } from './api/check-user-session';
import { dropStaleTabSession } from './stale-tab';
import { startupNeedsServerSessionCheck } from './startup-session-check';

/**
 * What main.tsx runs before the app's code has arrived: a tab that holds an ended session starts as a
 * fresh one (session.start drops it too), and the start-up session check is sent now when start-up
 * will need it, so its answer is there when the app starts (see session.start).
 */
export function sendStartupSessionCheckEarly(): void {
  dropStaleTabSession();
  if (startupNeedsServerSessionCheck()) sendUserSessionCheckEarly();
}
