import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { newDeployDir, newDeployPort } from '../support/served-builds';

const NEXT = '-next';

test.use({ baseURL: `http://localhost:${newDeployPort}` });

/**
 * Deploys a "new build" over the served one, as a deployment does: every hashed asset gets a new
 * name, the pages and chunks refer to the new names, and the old files are gone.
 */
function deployNewBuild(dir: string): void {
  const assets = join(dir, 'assets');
  const renamed = readdirSync(assets).map((name) => [name, name.replace(/(\.[a-z]+)$/, `${NEXT}$1`)] as const);
  for (const [from, to] of renamed) renameSync(join(assets, from), join(assets, to));
  const texts = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(html|js|css)$/.test(file));
  for (const file of texts) {
    const path = join(dir, file);
    let text = readFileSync(path, 'utf8');
    // Names carry content hashes: a name found anywhere (a URL, a preload list) is a reference.
    for (const [from, to] of renamed) text = text.replaceAll(from, to);
    writeFileSync(path, text);
  }
}

test('a tab left open across a new deploy reloads once where it was, and the action works when repeated', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sales Analytics 2024' })
    .click();
  await expect(page).toHaveURL(/\/sales-2024$/);

  deployNewBuild(newDeployDir);
  const reloaded = page.waitForEvent('load');
  // The account panel's code is one of the app's own lazy pieces: the old file is gone.
  await page.getByRole('button', { name: /open account panel/i }).click();
  await reloaded;

  await expect(page).toHaveURL(/\/sales-2024$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
  expect(scripts.every((src) => src.includes(NEXT))).toBe(true);

  // Repeated, the action works with the new deploy's code.
  await page.getByRole('button', { name: /open account panel/i }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Your Profile' })).toBeVisible();
  expect(errors).toEqual([]);
});
