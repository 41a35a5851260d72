// Browser tests use Debian's Chromium. Install it when missing and we are root; otherwise say what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

if (!existsSync(chromiumPath)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromiumPath}: run "sudo apt-get install -y chromium" (or set CHROME_PATH).`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests (apt-get install -y chromium)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
