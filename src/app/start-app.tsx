import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { session } from '@/session';
import { signOutOfWorkplace, workplaceSignOutDestination } from '@/features/reports/sign-out';
import { registerSignOutDestination, registerSignOutTask } from '@/session';
import { removeLegacySavedViewsAfterCutOff } from '@/shared/storage/legacy-saved-views';
import { App } from './app';
import { connectApiClient } from './connect-api-client';
import { listenForPaletteShortcut } from './layout/palette-shortcut';
import { listenForTabBeforeShell } from './layout/tab-before-shell';

/** Starts the portal in `rootElement` (main.tsx loads this module while the session check travels). */
export function startApp(rootElement: HTMLElement): void {
  connectApiClient();
  removeLegacySavedViewsAfterCutOff();
  // The workplace (dashboard) sign-in ends with the portal user's session.
  registerSignOutTask(signOutOfWorkplace);
  registerSignOutDestination(workplaceSignOutDestination);
  // The session check settles before the first real page: a valid stored token signs the user in at
  // once; otherwise the start-up spinner shows until the server's answer (or the call's time-out).
  void session.start();
  session.followOtherTabs();
  session.keepTokenFresh();
  listenForPaletteShortcut();
  listenForTabBeforeShell();
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
