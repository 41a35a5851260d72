/**
 * Serves the mock identity provider's authorize page and the mock report host (`mock-pages/**.html`)
 * and the MSAL redirect bridge (`redirect-bridge.html`) from any Vite server: the dev server, the
 * Playwright one, Storybook (whose Vite runs in middleware mode without HTML serving). In builds the
 * bridge is always an entry; the mock pages are entries ONLY in the demo build (`--mode demo`), so the
 * production output never contains them. (They are not in `public/`, which Vite copies to every build.)
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const MOCK_PAGES_DIR = 'mock-pages';
const BRIDGE_PAGE = 'redirect-bridge.html';

function htmlFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFilesUnder(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The HTML entries besides index.html, relative to `root`, for `optimizeDeps.entries`. */
export function mockPageEntries(root: string): string[] {
  return [BRIDGE_PAGE, ...htmlFilesUnder(resolve(root, MOCK_PAGES_DIR)).map((file) => relative(root, file))];
}

export function mockPagesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'carrier-portal:mock-pages',
    config(userConfig, { command, mode }) {
      root = resolve(userConfig.root ?? process.cwd());
      if (command !== 'build') return undefined;
      const input: Record<string, string> = {
        main: resolve(root, 'index.html'),
        'redirect-bridge': resolve(root, BRIDGE_PAGE),
      };
      if (mode === 'demo') {
        for (const file of htmlFilesUnder(resolve(root, MOCK_PAGES_DIR))) {
          input[
            relative(root, file)
              .replace(/\.html$/, '')
              .replace(/[\\/]/g, '-')
          ] = file;
        }
      }
      return { build: { rollupOptions: { input } } };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '').split(/[?#]/, 1)[0] ?? '';
        const isPage =
          pathname === `/${BRIDGE_PAGE}` || (pathname.startsWith(`/${MOCK_PAGES_DIR}/`) && pathname.endsWith('.html'));
        const file = resolve(root, `.${pathname}`);
        if (!isPage || !file.startsWith(root) || !existsSync(file)) {
          next();
          return;
        }
        server
          .transformIndexHtml(req.url ?? pathname, readFileSync(file, 'utf8'), req.originalUrl)
          .then((html) => {
            res.statusCode = 200;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.end(html);
          })
          .catch(next);
      });
    },
  };
}
