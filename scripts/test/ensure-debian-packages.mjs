// The browser tests use Debian's Chromium (its headless shell, and the full browser where a PDF
// shows), and the served-build tests Debian's nginx (the web server deploy/nginx.conf is written
// for), and the fonts of the visual baseline. Install what is missing when we are root; otherwise say what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, headlessShellPath } from './chromium.mjs';
import { nginxPath } from '../serve/serve-nginx.mjs';

const FONTS = [
  { pkg: 'fonts-dejavu-core', path: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', override: '' },
  { pkg: 'fonts-liberation', path: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', override: '' },
];

const missing = [
  !existsSync(chromiumPath) && { pkg: 'chromium', path: chromiumPath, override: ' (or set CHROME_PATH)' },
  !existsSync(headlessShellPath) && {
    pkg: 'chromium-headless-shell',
    path: headlessShellPath,
    override: ' (or set HEADLESS_SHELL_PATH)',
  },
  !existsSync(nginxPath) && { pkg: 'nginx', path: nginxPath, override: ' (or set NGINX_PATH)' },
  // The fonts the visual baseline (e2e-storybook/visual-baseline) is drawn with: the theme's font stack
  // falls back to the machine's sans-serif, DejaVu Sans (Liberation where a page asks for Arial).
  ...FONTS.filter(({ path }) => !existsSync(path)),
].filter(Boolean);

if (missing.length > 0) {
  const packages = missing.map(({ pkg }) => pkg).join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    for (const { pkg, path, override } of missing) {
      console.error(`${pkg} is missing at ${path}: run "sudo apt-get install -y ${pkg}"${override}.`);
    }
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages} for the browser tests (apt-get install -y ${packages})...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
}
