/**
 * Serves the mock identity provider's authorize page and the mock report host (`mock-pages/**.html`)
 * and the MSAL redirect bridge (`redirect-bridge.html`) from any Vite server: the dev server, the
 * Playwright one, Storybook (whose Vite runs in middleware mode without HTML serving).
 *
 * In builds these pages are built by a build of their own, after the app's: the bridge always, the
 * mock pages ONLY in the demo build (`--mode demo`), so the production output never contains them.
 * (They are not in `public/`, which Vite copies to every build.) A build of their own because the
 * app's build groups shared modules (the config, say) into its start chunks: a page importing one of
 * them would load and run the app's entry, which then finds no #root and the page hangs.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';

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

/** The side pages a build of `mode` ships, by entry name. */
function sidePageInputs(root: string, mode: string): Record<string, string> {
  const input: Record<string, string> = { 'redirect-bridge': resolve(root, BRIDGE_PAGE) };
  if (mode !== 'demo') return input;
  for (const file of htmlFilesUnder(resolve(root, MOCK_PAGES_DIR))) {
    input[
      relative(root, file)
        .replace(/\.html$/, '')
        .replace(/[\\/]/g, '-')
    ] = file;
  }
  return input;
}

/**
 * `pagePlugins`: what the side pages' own build needs of the app's plugins (say, the CSP <meta>);
 * the app's chunking plugins stay out of it.
 */
export function mockPagesPlugin({ pagePlugins = () => [] }: { pagePlugins?: () => PluginOption[] } = {}): Plugin {
  let root = process.cwd();
  let config: ResolvedConfig;
  let written = false;
  return {
    name: 'carrier-portal:mock-pages',
    config(userConfig) {
      root = resolve(userConfig.root ?? process.cwd());
    },
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // After a failed app build there is nothing to add pages to, and its error must stay the last word.
      if (!written || config.command !== 'build' || config.build.ssr) return;
      await build({
        configFile: false,
        root,
        base: config.base,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: config.resolve.alias },
        plugins: pagePlugins(),
        build: {
          outDir: config.build.outDir,
          emptyOutDir: false,
          sourcemap: false,
          rolldownOptions: { input: sidePageInputs(root, config.mode) },
        },
      });
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
