// Bundle benchmark: builds the production app, opens the sign-in and home pages in Chromium against
// `vite preview`, and reports what each page loads (JS/CSS, gzip KiB) and whether code that page does
// not need (MSAL, powerbi-client, MSW, PDF, CSV) was loaded. Exits non-zero if it was.
// Usage: npm run bench [-- --no-build]
import { spawn, execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

// BENCH_PORT lets several checkouts on one machine run the benchmark at once.
const PORT = Number(process.env.BENCH_PORT ?? 4719);
const ORIGIN = `http://localhost:${PORT}`;

// Text that only each library's code contains (checked against the built chunks).
const FORBIDDEN_ON_LIGHT_PAGES = {
  'MSAL (@azure/msal-browser)': /msal\.js\.browser/,
  'powerbi-client': /sdkVersion[\s\S]{0,2000}powerbi|powerbi-client/,
  'MSW (mock backend)': /mockServiceWorker/,
  'Quick Wins PDF view': /Download the presentation \(PDF\)/,
  'CSV export': /Data should be a "String"/,
};

const SIGNED_IN_USER = {
  id: 1,
  company: 'Evergreen Life',
  username: 'javery',
  fname: 'Jordan',
  lname: 'Avery',
  role: 'Agent',
  email: 'jordan.avery@example.com',
  phone: '5551234567',
  picture: null,
};

async function waitForServer(url, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`preview server did not start at ${url}`);
}

async function measurePage(browser, path, { signedIn }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // No backend runs here: answer the start-up session check the way a real server would.
  await page.route('**/api/**', (route) => {
    const url = route.request().url();
    if (signedIn && url.endsWith('/auth-user-session')) {
      return route.fulfill({ json: { status: 200, data: { userInfo: SIGNED_IN_USER } } });
    }
    if (url.endsWith('/auth-user-session'))
      return route.fulfill({ status: 401, json: { status: 401, message: 'User not logged in' } });
    return route.fulfill({ status: 200, json: { status: 200, message: 'ok' } });
  });
  const assets = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === ORIGIN && /\.(js|css)$/.test(url.pathname)) assets.push(url.pathname);
  });
  const started = Date.now();
  await page.goto(ORIGIN + path, { waitUntil: 'networkidle' });
  const loadMs = Date.now() - started;
  const finalPath = new URL(page.url()).pathname;
  await context.close();

  let js = 0;
  let css = 0;
  const found = new Set();
  for (const asset of new Set(assets)) {
    const bytes = readFileSync(join('dist', asset));
    const gz = gzipSync(bytes).length;
    if (asset.endsWith('.js')) js += gz;
    else css += gz;
    const text = bytes.toString('utf8');
    for (const [name, pattern] of Object.entries(FORBIDDEN_ON_LIGHT_PAGES)) if (pattern.test(text)) found.add(name);
  }
  return {
    path,
    finalPath,
    files: new Set(assets).size,
    jsKiB: js / 1024,
    cssKiB: css / 1024,
    loadMs,
    found: [...found],
  };
}

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

// The mock identity provider's authorize page and the mock report host exist only in dev, test,
// Storybook and the demo build: the production output must not contain them.
const MOCK_PAGE_MARKERS = [/Simulate token expiry/, /mock_idp_session/];
const mockPagesInBuild =
  existsSync('dist/mock-pages') ||
  readdirSync('dist', { recursive: true })
    .filter((file) => /\.(html|js)$/.test(String(file)))
    .some((file) => MOCK_PAGE_MARKERS.some((marker) => marker.test(readFileSync(join('dist', String(file)), 'utf8'))));

const preview = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
let failed = false;
try {
  await waitForServer(`${ORIGIN}/`);
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  const results = [
    await measurePage(browser, '/login', { signedIn: false }),
    await measurePage(browser, '/home', { signedIn: true }),
  ];
  await browser.close();
  console.log('\npage     | shown    | files | JS gzip KiB | CSS gzip KiB | load ms | code the page should not load');
  console.log('-------- | -------- | ----- | ----------- | ------------ | ------- | ------------------------------');
  for (const r of results) {
    console.log(
      `${r.path.padEnd(8)} | ${r.finalPath.padEnd(8)} | ${String(r.files).padStart(5)} | ${r.jsKiB.toFixed(1).padStart(11)} | ${r.cssKiB
        .toFixed(1)
        .padStart(12)} | ${String(r.loadMs).padStart(7)} | ${r.found.join(', ') || 'none'}`,
    );
    if (r.found.length > 0) failed = true;
  }
  console.log(`\nmock identity provider / mock report host pages in dist: ${mockPagesInBuild ? 'YES (fail)' : 'none'}`);
  if (mockPagesInBuild) failed = true;
  console.log('\nload ms is one local run on a 2-core machine (no throttling): a rough figure, not a test.');
} finally {
  preview.kill();
}
process.exit(failed ? 1 : 0);
