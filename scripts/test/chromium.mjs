// One place that knows how to launch Debian's Chromium: no test tool may download its own browser here.

/** The full browser: what the benchmark measures (Lighthouse) and what shows PDFs in a frame. */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * What the tests run in: Debian's chromium-headless-shell, the same engine without the desktop
 * browser around it (Playwright's own default for headless runs). It costs about 40% less CPU per
 * test than the full browser (measured: 75 against 120 CPU-s for two spec files). It has no PDF
 * viewer, so a test of a PDF in a frame launches `chromiumLaunchOptions` instead.
 */
export const headlessShellPath = process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args };
export const testBrowserLaunchOptions = { executablePath: headlessShellPath, args };
