import { hasStoredUserInfo, sendStartupSessionCheckEarly } from '@/session';
import { isSignedInPagePath } from '@/shared/browser/app-paths';
import { reloadOnNewDeploy } from '@/shared/browser/new-deploy';
// A few lines, dropped with their branch from a build with mocks off.
import { dropEndedSessionCookies } from '@/mocks/lib/browser-session-cookies';

/**
 * The entry is small on purpose: it sends the start-up session check, then loads the app, whose
 * code the page already preloads (see the start chunks in vite.config.ts). The check's round trip
 * runs while the app downloads instead of after it.
 */

/**
 * The mock backend is a lazy chunk of dev and demo builds. The condition reads the build-time
 * constant itself (not `config`), so a production build drops the branch and emits no mock code.
 */
async function startMockBackendWhenEnabled(): Promise<void> {
  if (import.meta.env.VITE_ENABLE_MOCKS !== 'true') return;
  dropEndedSessionCookies(); // before MSW reads its cookie store (a browser restart ends them)
  const { startMockBackend } = await import('@/mocks/browser');
  await startMockBackend();
}

/** Replaces the start-up spinner with a plain message when the app's code cannot be fetched. */
function showLoadFailure(rootElement: HTMLElement, error: unknown): void {
  console.error('The portal could not load', error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'font-family: system-ui, sans-serif; margin: 2rem; text-align: center;';
  message.textContent = 'The portal could not load. Check your connection and reload the page.';
  rootElement.replaceChildren(message);
}

/**
 * A visitor who starts on a signed-in page, or whose sign-in is stored, gets the signed-in shell (its
 * code and CSS) fetched now, together with the app and the session check, instead of after the check
 * has answered. The sign-in and recovery pages of a signed-out visitor never fetch it.
 */
function fetchShellEarlyForSignedInStart(): void {
  if (!hasStoredUserInfo() && !isSignedInPagePath(window.location.pathname)) return;
  // The route loads the same module later; a failure here is the route's to report.
  import('@/app/layout/app-shell').catch(() => undefined);
}

// Before any lazy code is asked for: a tab left open across a deploy reloads instead of failing.
reloadOnNewDeploy();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

// The app's code is fetched at once (index.html preloads it in builds), also while a mock backend starts.
const appLoaded = import('@/app/start-app');
appLoaded.catch(() => undefined); // handled below, once the mock backend is up
fetchShellEarlyForSignedInStart();

startMockBackendWhenEnabled()
  .catch((error: unknown) => console.error('The mock backend did not start', error))
  .then(() => {
    sendStartupSessionCheckEarly(); // needs the mock backend, when there is one
    return appLoaded;
  })
  .then(({ startApp }) => startApp(rootElement))
  .catch((error: unknown) => showLoadFailure(rootElement, error));
