import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AUTH_TEXT } from '../../src/features/auth/constants';

export const DEMO_PASSWORD = 'Portal#2024';

/** The light theme's error text colour (Mantine red.9, 5.6:1 on white), as the browser paints it. */
export const LIGHT_ERROR_TEXT_RGB = 'rgb(201, 42, 42)';

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

/** A sign-in this worker has done through the form: the browser's storage (the mock backend's
 * IndexedDB and cookie store included) and the tab's sessionStorage right after it. */
interface SavedSignIn {
  storage: StorageState;
  tabStorage: Record<string, string>;
}

const savedSignIns = new Map<string, SavedSignIn>();

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
 * Signs in and waits for the home page. The first sign-in of a user in a worker goes through the
 * real form, as a person would; later ones in a fresh browser context restore what it left (the
 * storage state, IndexedDB included, and the tab's sessionStorage), which is what the browser would
 * hold (with the token an earlier test was issued). Tests of the sign-in itself use `signInByForm`
 * or `loginForm`.
 */
export async function signIn(page: Page, username = 'javery', password = DEMO_PASSWORD, { rememberMe = false } = {}) {
  const key = [test.info().project.name, username, password, rememberMe].join('\n');
  // Only a context nothing has happened in yet is restored, or saved from: a fault switched or a
  // value planted before the sign-in belongs to that test alone.
  const fresh = page.url() === 'about:blank';
  const saved = fresh ? savedSignIns.get(key) : undefined;
  if (saved) {
    await page.context().setStorageState(saved.storage);
    // The tab's sessionStorage needs a document of the origin: a static file, not the app.
    await page.goto('/product-icon.svg');
    await page.evaluate((entries) => {
      for (const [name, value] of Object.entries(entries)) sessionStorage.setItem(name, value);
    }, saved.tabStorage);
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Open account panel' })).toBeVisible();
    return;
  }
  await signInByForm(page, username, password, { rememberMe });
  // Saved only where the backend lives in the browser's storage (the mock backend of the demo build
  // and the dev server): a real server's sessions may be reset by another test meanwhile.
  if (fresh && (await page.evaluate(() => window.__mockBackend !== undefined))) {
    // The sign-in's activity record is sent without waiting for it: saved before it is stored, every
    // restored sign-in would lack it.
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await window.__mockBackend!.getActivityLog()).some((entry) => entry.activity === 'Signed in'),
        ),
      )
      .toBe(true);
    savedSignIns.set(key, {
      storage: await page.context().storageState({ indexedDB: true }),
      tabStorage: await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage))),
    });
  }
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
