import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AUTH_TEXT } from '../../src/features/auth/constants';

export const DEMO_PASSWORD = 'Portal#2024';

/** The light theme's error text colour (Mantine red.9, 5.6:1 on white), as the browser paints it. */
export const LIGHT_ERROR_TEXT_RGB = 'rgb(201, 42, 42)';
/** A field's error in light (`--mantine-color-error`, red.8). */
export const LIGHT_FIELD_ERROR_RGB = 'rgb(224, 49, 49)';

/** The sign-in form as a person finds it, by its labels: the one place the browser tests name them. */
export function loginForm(page: Page) {
  const form = {
    username: page.getByLabel(AUTH_TEXT.usernameLabel),
    password: page.getByLabel(AUTH_TEXT.passwordLabel, { exact: true }),
    rememberMe: page.getByLabel(AUTH_TEXT.rememberMe),
    submit: page.getByRole('button', { name: AUTH_TEXT.signIn }),
    /** Fills the form and presses "Sign in" (what follows is the test's to check). */
    async submitAs(username: string, password: string, { rememberMe = false } = {}) {
      await form.username.fill(username);
      await form.password.fill(password);
      if (rememberMe) await form.rememberMe.check();
      await form.submit.click();
    },
  };
  return form;
}

/** Opens the sign-in page and waits until the portal has started on it (its start-up may still
 * navigate: a value planted or a page opened before then would race it). */
export async function openSignInPage(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(loginForm(page).submit).toBeVisible();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A browser as a sign-in this worker did through the real pages left it: its storage (cookies,
 * localStorage and IndexedDB, where the demo build keeps its mock backend and the mock identity
 * provider's switches) and the tab's sessionStorage, which Playwright's storage state leaves out and
 * the portal keeps an un-remembered session in (its record, MSAL's cache, the dashboard token).
 */
interface SavedBrowser {
  storage: StorageState;
  tabStorage: Record<string, string>;
  savedAt: number;
}

const savedBrowsers = new Map<string, SavedBrowser>();

/**
 * How long a saved browser stands for one a person has just used. The portal reads the time of the
 * last use from it (30 idle minutes end an un-remembered session, with a warning 2 minutes before)
 * and its tokens last an hour: restored any later, it would be a browser left idle, and a long run
 * (a loaded machine, `--repeat-each`) would meet the idle warning.
 */
const SAVED_BROWSER_LIFETIME_MS = 10 * 60_000;

/**
 * Starts `page` signed in, the cheap way where that is honest. The first time in a worker (and after
 * SAVED_BROWSER_LIFETIME_MS) `signInForReal` goes through the real pages, as a person would; later, a
 * fresh browser context starts from the browser it left, as the same tab reloaded would, at `path`,
 * and `ready` waits until the portal shows it. Only a context nothing has happened in yet is restored,
 * or saved from: a fault switched or a value planted before the sign-in belongs to that test alone.
 * Saved only where the backend lives in the browser's storage (the demo build's and the dev server's
 * mock backend): a real server's sessions may be reset by another test meanwhile. `settled` waits for
 * what the sign-in sends without waiting for it (saved before it is stored, every restored browser
 * would lack it).
 */
export async function signInOnce(
  page: Page,
  what: (string | boolean)[],
  steps: { signInForReal(): Promise<void>; settled(): Promise<void>; path: string; ready(): Promise<void> },
): Promise<void> {
  const key = [test.info().project.name, ...what].join('\n');
  const fresh = page.url() === 'about:blank';
  const saved = fresh ? savedBrowsers.get(key) : undefined;
  if (saved && Date.now() - saved.savedAt < SAVED_BROWSER_LIFETIME_MS) {
    await page.context().setStorageState(saved.storage);
    // The tab's sessionStorage needs a document of the origin: a static file, not the app.
    await page.goto('/product-icon.svg');
    await page.evaluate((entries) => {
      for (const [name, value] of Object.entries(entries)) sessionStorage.setItem(name, value);
    }, saved.tabStorage);
    await page.goto(steps.path);
    await steps.ready();
    return;
  }
  await steps.signInForReal();
  if (fresh && (await page.evaluate(() => window.__mockBackend !== undefined))) {
    await steps.settled();
    savedBrowsers.set(key, {
      storage: await page.context().storageState({ indexedDB: true }),
      tabStorage: await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage))),
      savedAt: Date.now(),
    });
  }
}

/** Waits until the mock backend has stored an activity record of `activity` (the sign-ins' are sent without waiting). */
export async function activityStored(page: Page, activity: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async (name) => (await window.__mockBackend!.getActivityLog()).some((entry) => entry.activity === name),
          activity,
        ),
      // Up to 30 s: on round 16's loaded CI a third device's record was not stored within 10 s.
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Signs in through the form and waits for the home page: a new sign-in, with a token issued now. */
export async function signInByForm(
  page: Page,
  username = 'javery',
  password = DEMO_PASSWORD,
  { rememberMe = false } = {},
): Promise<void> {
  await page.goto('/login');
  await loginForm(page).submitAs(username, password, { rememberMe });
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Signs in and waits for the home page: through the form the first time in a worker, later from the
 * browser that left (see `signInOnce`), with the token an earlier test was issued. Tests of the
 * sign-in itself use `signInByForm` or `loginForm`.
 */
export async function signIn(page: Page, username = 'javery', password = DEMO_PASSWORD, { rememberMe = false } = {}) {
  await signInOnce(page, ['portal', username, password, rememberMe], {
    signInForReal: () => signInByForm(page, username, password, { rememberMe }),
    settled: () => activityStored(page, 'Signed in'),
    path: '/home',
    // A start of the demo build (its mock backend's worker, the session check) took over 10 s with
    // three suites side by side in npm test (2026-11-29): the first render's time, as elsewhere.
    ready: () => expect(page.getByRole('button', { name: 'Open account panel' })).toBeVisible({ timeout: 30_000 }),
  });
}

/**
 * The browser closes and opens again: what it keeps is what outlives a browser session (persistent
 * cookies, localStorage, IndexedDB); session cookies and every tab's sessionStorage are gone.
 */
export async function restartBrowser(page: Page, browser: Browser): Promise<Page> {
  const state = await page.context().storageState({ indexedDB: true });
  const kept = { ...state, cookies: state.cookies.filter((cookie) => cookie.expires > 0) };
  const context = await browser.newContext({ storageState: kept, baseURL: new URL(page.url()).origin });
  return context.newPage();
}

/** The IndexedDB database the demo build's mock backend keeps its state in (src/mocks/db/storage.ts). */
const MOCK_BACKEND_DATABASE = 'carrier-portal-mock-backend';

/**
 * Another device of the same people: a fresh browser context that shares only the backend with this
 * one. The demo build's backend lives in the browser (the mock backend's IndexedDB database), so its
 * state as this page's device holds it now is carried over (take the next device from the one that
 * changed the backend last), and nothing else: no cookie, no localStorage or sessionStorage, none of
 * the portal's or MSAL's IndexedDB.
 */
export async function otherDevice(page: Page, browser: Browser): Promise<Page> {
  const state = await page.context().storageState({ indexedDB: true });
  // Playwright's type of a stored origin does not name its `indexedDB` databases yet.
  type StoredOrigin = (typeof state.origins)[number] & { indexedDB?: { name: string }[] };
  const origins = (state.origins as StoredOrigin[])
    .map((origin) => ({
      origin: origin.origin,
      localStorage: [],
      indexedDB: (origin.indexedDB ?? []).filter((database) => database.name === MOCK_BACKEND_DATABASE),
    }))
    .filter((origin) => origin.indexedDB.length > 0);
  const context = await browser.newContext({
    storageState: { cookies: [], origins },
    baseURL: new URL(page.url()).origin,
  });
  return context.newPage();
}
