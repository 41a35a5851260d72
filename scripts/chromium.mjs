// One place that knows how to launch Debian's Chromium: no test tool may download its own browser here.
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
