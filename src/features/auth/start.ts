// The part of the auth feature that main.tsx runs before the app's code has arrived (a public entry
// besides index.ts, which would pull the whole feature into the first download).
import { sendUserSessionCheckEarly } from './api/check-user-session';
import { dropStaleTabSession } from './session/stale-tab';
import { startupNeedsServerSessionCheck } from './session/startup-session-check';

/** Sends the start-up session check now when start-up will need it (see session.start). */
export function sendStartupSessionCheckEarly(): void {
  // A tab that holds an ended session starts as a fresh one (session.start drops it too).
  dropStaleTabSession();
  if (startupNeedsServerSessionCheck()) sendUserSessionCheckEarly();
}
