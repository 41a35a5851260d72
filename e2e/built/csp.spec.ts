import { type Page } from '@playwright/test';
import { expect, test } from '../support/contract-proxy';
import { chromiumLaunchOptions } from '../../scripts/test/chromium.mjs';
import { asABrowserThatShowsPdfs } from '../support/pdf-viewer';
import { DEMO_PASSWORD, loginForm, signIn } from '../support/session';

// The full browser, not the tests' headless shell: only it has the PDF viewer that shows the Quick
// Wins presentation in its frame (the shell downloads the file instead).
test.use({ launchOptions: chromiumLaunchOptions });

declare global {
  interface Window {
    __cspViolations?: string[];
    __inlineScriptRan?: boolean;
  }
}

/** Every CSP violation the page reports, collected from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

test('the production build runs under its Content-Security-Policy with no violation', async ({ page }) => {
  await recordViolations(page);
  const response = await page.goto('/login');
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  // The portal frames its own pages (the Quick Wins PDF, MSAL's hidden renewal frame), no one else's.
  expect(policy).toContain("frame-ancestors 'self'");
  expect(response!.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(response!.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);

  // The policy is enforced: an injected inline script does not run and is reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineScriptRan = true';
    document.head.append(script);
  });
  expect(await page.evaluate(() => window.__inlineScriptRan)).toBeUndefined();
  await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src/));
  await page.evaluate(() => (window.__cspViolations = []));

  await loginForm(page).submitAs('javery', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?$/ })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Sales Analytics 2024 topics' })
    .getByRole('link', { name: 'Metrics for Performance Tracking' })
    .click();
  await expect(page.getByRole('tab', { name: 'Sales Pipeline' })).toBeVisible();
  // From the glossary by the topic strip (the rail lists Home and the module only).
  await page.getByTestId('topic-tab-strip').getByRole('link', { name: 'Quick Wins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Wins' })).toBeVisible();

  await page.getByRole('button', { name: /open account panel/i }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Your Profile' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  // Its calls are made by now; its images load last (an img-src violation is reported then). Not
  // "network idle", which a loaded machine once did not reach within the test's 45 s.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));

  expect(await violations(page)).toEqual([]);
});

test("the portal's own frames load under its production headers: the Quick Wins PDF and MSAL's renewal bridge", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to (frame|display)/.test(message.text())) refused.push(message.text());
  });
  await asABrowserThatShowsPdfs(page);
  await signIn(page);
  await page.goto('/sales-2024/quick-wins');
  const pdf = page.getByTitle('Quick Wins presentation');
  await expect(pdf).toBeVisible();
  const pdfUrl = new URL((await pdf.getAttribute('src'))!, page.url()).href;
  await expect.poll(() => page.frames().some((frame) => frame.url() === pdfUrl)).toBe(true);

  // MSAL renews silently in a hidden iframe on the redirect bridge: the headers must let it load.
  const bridgeLoaded = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const frame = document.createElement('iframe');
        frame.hidden = true;
        frame.src = '/redirect-bridge.html';
        frame.onload = () => {
          try {
            resolve(frame.contentWindow?.location.pathname ?? 'no document');
          } catch {
            resolve('blocked');
          }
        };
        document.body.append(frame);
      }),
  );
  expect(bridgeLoaded).toBe('/redirect-bridge.html');
  expect(refused).toEqual([]);
});
