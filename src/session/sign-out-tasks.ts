/**
 * What other parts of the portal must end when the portal user's session ends (sign-out, a session
 * the server rejected, session expiry), without the auth feature knowing them: the workplace sign-in
 * registers its own sign-out here, so features never import each other.
 */
export type SignOutTask = () => unknown;

/** Sign-out never waits longer than this for the tasks: it must always end signed out. */
export const SIGN_OUT_TASKS_TIMEOUT_MS = 3000;

const tasks = new Set<SignOutTask>();

/**
 * A page a user's sign-out must pass through as a top-level page, e.g. an identity provider's
 * end-session page (it refuses to be framed, and its cookies are its own site's), which then sends
 * the browser back to the portal; null when there is nothing to end there.
 */
export type SignOutDestination = () => string | null;

const destinations = new Set<SignOutDestination>();

/** Adds a sign-out destination (once); returns a function that removes it. */
export function registerSignOutDestination(destination: SignOutDestination): () => void {
  destinations.add(destination);
  return () => {
    destinations.delete(destination);
  };
}

/** The first page a user's sign-out must pass through, or null; asked before storage is cleared. */
export function signOutDestination(): string | null {
  for (const destination of destinations) {
    try {
      const url = destination();
      if (url) return url;
    } catch (error) {
      console.error('A sign-out destination failed', error);
    }
  }
  return null;
}

/** Adds a task (once, however often it is registered); returns a function that removes it. */
export function registerSignOutTask(task: SignOutTask): () => void {
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}

/**
 * Starts every task at once (their synchronous parts run before this returns, so a caller that
 * navigates away right after still gets them) and settles when all have, or after `timeoutMs`.
 * A task that fails is logged and never stops the others or the sign-out.
 */
export function runSignOutTasks(timeoutMs = SIGN_OUT_TASKS_TIMEOUT_MS): Promise<void> {
  const runs = [...tasks].map(async (task) => {
    try {
      await task();
    } catch (error) {
      console.error('A sign-out task failed', error);
    }
  });
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    void Promise.all(runs).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
