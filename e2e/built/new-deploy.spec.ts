import { copyFileSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, type Request } from '@playwright/test';
import { portalModules } from '../../src/features/deployment';
import { expect, test } from '../support/contract-proxy';
import { signIn } from '../support/session';
import { newDeployDir, newDeployPort } from '../support/served-builds';

const NEXT = '-next';

test.use({ baseURL: `http://localhost:${newDeployPort}` });
// One served copy that the tests deploy over, in order.
test.describe.configure({ mode: 'serial' });

/**
 * Deploys a "new build" over the served one, as a deployment does: every hashed asset gets a new
 * name, the pages and chunks refer to the new names, and the old files are gone. In a deployment's
 * order: the new files beside the old, then the pages switched (each by a rename), then the old files
 * removed, so a page that loads meanwhile gets one whole build. (Renaming first and rewriting after
 * served a page that reloaded in between half of each: seen under load, stuck on the start-up screen.)
 */
function deployNewBuild(dir: string): void {
  const assets = join(dir, 'assets');
  const renamed = readdirSync(assets).map((name) => [name, name.replace(/(\.[a-z]+)$/, `${NEXT}$1`)] as const);
  // Names carry content hashes: a name found anywhere (a URL, a preload list) is a reference.
  const withNewNames = (text: string) => renamed.reduce((result, [from, to]) => result.replaceAll(from, to), text);
  const isText = (file: string) => /\.(html|js|css)$/.test(file);
  for (const [from, to] of renamed) {
    if (isText(from)) writeFileSync(join(assets, to), withNewNames(readFileSync(join(assets, from), 'utf8')));
    else copyFileSync(join(assets, from), join(assets, to));
  }
  const pages = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => isText(file) && !file.startsWith('assets'));
  for (const file of pages) {
    const path = join(dir, file);
    writeFileSync(`${path}${NEXT}.tmp`, withNewNames(readFileSync(path, 'utf8')));
    renameSync(`${path}${NEXT}.tmp`, path);
  }
  for (const [from] of renamed) unlinkSync(join(assets, from));
}

function accountPanelButton(page: Page) {
  return page.getByRole('button', { name: /open account panel/i });
}

/** Opens the account panel's code, which a deploy has replaced: the tab reloads where it was. */
async function openAccountPanelAcrossDeploy(page: Page) {
  const reloaded = page.waitForEvent('load');
  await accountPanelButton(page).click();
  await reloaded;
  await expect(page).toHaveURL(/\/sales-2024$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await settled(page);
}

/**
 * Until the page has fetched all the code it asked for, so that a deploy the test makes meets only what
 * the test asks for next. The pointer rests on the module's description first (no link; its heading is for screen
 * readers only): on a link, the router would
 * fetch that link's route on intent (the rail's topics under a pointer left where it clicked), later
 * than any moment the test could pick. (`waitForLoadState('networkidle')` does not do: it is the
 * document's, reached long before, at the sign-in page.)
 */
async function settled(page: Page) {
  await page.getByRole('main').getByText(portalModules[0]!.description, { exact: true }).hover();
  const quiet = untilQuiet.get(page);
  if (!quiet) throw new Error('settled(): the page is not tracked (trackNetwork, in beforeEach)');
  await quiet();
}

/** For each page, a wait until it has no request under way and none started or ended for half a second. */
const untilQuiet = new WeakMap<Page, () => Promise<void>>();
function trackNetwork(page: Page) {
  const underWay = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    underWay.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    underWay.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  // Half a second: Playwright's own measure of `networkidle`.
  untilQuiet.set(page, () =>
    expect.poll(() => underWay.size === 0 && Date.now() - lastChange >= 500, { intervals: [100] }).toBe(true),
  );
}

test.beforeEach(({ page }) => trackNetwork(page));

/** The build's own scripts (its hashed files; index.html's colour-scheme script is the same in every build). */
async function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.scripts]
      .map((script) => script.src)
      .filter((src) => new URL(src || 'about:blank').pathname.includes('/assets/')),
  );
}

async function openSalesAnalytics(page: Page) {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sales Analytics 2024' })
    .click();
  await expect(page).toHaveURL(/\/sales-2024$/);
  await settled(page);
}

test('a tab left open across two deploys in quick succession reloads once for each, and the action works when repeated', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openSalesAnalytics(page);

  deployNewBuild(newDeployDir);
  // The account panel's code is one of the app's own lazy pieces: the old file is gone.
  await openAccountPanelAcrossDeploy(page);
  expect((await loadedScripts(page)).every((src) => src.includes(NEXT))).toBe(true);

  // A second deploy (say, the rollback) seconds later: the reloaded page, of the first deploy's build,
  // reloads once too, instead of showing an error.
  deployNewBuild(newDeployDir);
  await openAccountPanelAcrossDeploy(page);
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  expect((await loadedScripts(page)).every((src) => src.includes(NEXT + NEXT))).toBe(true);

  // Repeated, the action works with the new deploy's code.
  await accountPanelButton(page).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Your Profile' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('code missing from the running build: one reload, then the panel says it could not open and offers Reload, the page stays', async ({
  page,
}) => {
  await openSalesAnalytics(page);
  const assets = join(newDeployDir, 'assets');
  const panelFiles = readdirSync(assets).filter((name) => name.startsWith('account-panel'));
  expect(panelFiles.length).toBeGreaterThan(0);
  for (const name of panelFiles) renameSync(join(assets, name), join(assets, `${name}.gone`));
  try {
    // The first failure may be a deploy: the tab reloads once for this build.
    await openAccountPanelAcrossDeploy(page);
    // The same build fails again: no second reload, no error page.
    await accountPanelButton(page).click();
    const notice = page.getByRole('alert').filter({ hasText: 'The account panel could not open.' });
    await expect(notice).toContainText('A new version is available:');
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // Reload is the user's: with the file back (the server recovered), the panel opens.
    for (const name of panelFiles) renameSync(join(assets, `${name}.gone`), join(assets, name));
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await accountPanelButton(page).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Your Profile' })).toBeVisible();
  } finally {
    for (const name of panelFiles) {
      try {
        renameSync(join(assets, `${name}.gone`), join(assets, name));
      } catch {
        // already back
      }
    }
  }
});
