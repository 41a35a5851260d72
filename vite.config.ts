import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { contentSecurityPolicy, headersFile, NGINX_HEADERS_DIR, nginxHeaderFiles } from './scripts/vite/csp.mjs';
import { appOnly } from './scripts/vite/vite-app-only-plugins.ts';
import { startChunks } from './scripts/vite/vite-start-chunk-plugin.ts';
import { mockPageEntries, mockPagesPlugin } from './scripts/vite/vite-mock-pages-plugin.ts';
import { portalEnv } from './scripts/vite/portal-env.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Files of `public/` only the mock backend uses (the MSW worker, the seeded avatars). */
const MOCK_ONLY_PUBLIC_FILES = ['mockServiceWorker.js', 'mockServiceWorker.persistent.js', 'mock-avatars'];

/**
 * A plugin of builds only whose hooks read the resolved config (Vite resolves it before any hook
 * below runs): `hooks` gets a reader of it.
 */
function buildPlugin(
  name: string,
  hooks: (config: () => ResolvedConfig) => Omit<Plugin, 'name' | 'apply' | 'configResolved'>,
): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    ...hooks(() => config),
  };
}

/**
 * Vite copies all of `public/` into a build; a build with mocks off must ship no mock code, so this
 * removes the mock-only files (main.tsx's build-time condition already drops the mock backend's code).
 */
function omitMockAssets(): Plugin {
  return buildPlugin('carrier-portal:omit-mock-assets', (config) => ({
    closeBundle() {
      const { env, root, build } = config();
      if (env.VITE_ENABLE_MOCKS === 'true') return;
      const outDir = resolve(root, build.outDir);
      for (const file of MOCK_ONLY_PUBLIC_FILES) rmSync(resolve(outDir, file), { recursive: true, force: true });
    },
  }));
}

/**
 * The Content-Security-Policy as a <meta> fallback in every built page (the dev server is left
 * alone: its hot reload injects inline script). The headers themselves: `securityHeaderFiles`.
 */
function contentSecurityPolicyMeta(): Plugin {
  return buildPlugin('carrier-portal:content-security-policy-meta', (config) => ({
    // Right after the charset: a <meta> policy governs only what comes after it.
    transformIndexHtml(html) {
      const policy = contentSecurityPolicy(config().env, { header: false });
      const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
      return html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${meta}`);
    },
  }));
}

/**
 * Two imports of Mantine's AppShell the portal's shell never uses, which would come with it on every
 * first visit of a signed-in page; in a build they get stand-ins:
 * - its header, footer and aside import `react-remove-scroll` for one class name: they get
 *   src/app/layout/remove-scroll-class-names.ts, and the package's scroll lock comes with the first modal
 *   or drawer (lazy pieces);
 * - its sections render a resize handle, drawn only for an AppShell given `resize` (the portal's is
 *   not): they get src/app/layout/no-resize-handle.ts (about 1.3 KiB gzip).
 */
function appShellStandIns(): Plugin {
  const standIn = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const removeScroll = standIn('./src/app/layout/remove-scroll-class-names.ts');
  const noResizeHandle = standIn('./src/app/layout/no-resize-handle.ts');
  return {
    name: 'carrier-portal:app-shell-stand-ins',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/.test(importer)) return null;
      if (source === 'react-remove-scroll') return removeScroll;
      if (source.endsWith('/AppShellResizeHandle/AppShellResizeHandle.mjs')) return noResizeHandle;
      return null;
    },
  };
}

/** Ships the security headers with every build: `_headers` for static hosts, and nginx's version of it. */
function securityHeaderFiles(): Plugin {
  let written = false;
  return buildPlugin('carrier-portal:security-headers', (config) => ({
    writeBundle() {
      written = true;
    },
    closeBundle() {
      // A failed build wrote nothing: writing here would bury its own error under an ENOENT.
      if (!written) return;
      const { env, root, build } = config();
      const outDir = resolve(root, build.outDir);
      writeFileSync(resolve(outDir, '_headers'), headersFile(env));
      mkdirSync(resolve(outDir, NGINX_HEADERS_DIR), { recursive: true });
      for (const [file, text] of Object.entries(nginxHeaderFiles(env))) {
        writeFileSync(resolve(outDir, NGINX_HEADERS_DIR, file), text);
      }
    },
  }));
}

// Each in one file: the small entry (it sends the session check), the app with the sign-in page
// (preloaded by index.html while the check travels), and what every signed-in page needs (the shell).
const start = startChunks([
  { name: 'boot', entries: [/\/src\/main\.tsx$/] },
  {
    name: 'start',
    entries: [
      /\/src\/app\/start-app\.tsx$/,
      /\/src\/routes\/_public\.tsx\?tsr-split=component$/,
      /\/src\/routes\/_public\/login\.tsx\?tsr-split=component$/,
    ],
    preloadFromHtml: true,
  },
  // With the home page, where every sign-in lands: its code comes with the shell instead of two
  // round trips after it (the route's chunk, then the page's lazy one).
  {
    name: 'shell',
    entries: [
      /\/src\/routes\/_app\.tsx\?tsr-split=component$/,
      /\/src\/routes\/_app\/home\.tsx\?tsr-split=component$/,
      /\/src\/features\/deployment\/home-page\.tsx$/,
      // Home's "Your numbers" section (issue 60): its band or skeleton paints with home, instead of four
      // more files after it (the section and three pieces it shares). Its tiles, powerbi-client and MSAL
      // stay lazy: they load after the first paint, only for a person holding a dashboard token.
      /\/src\/features\/reports\/headline-kpis\/headline-kpis\.tsx$/,
    ],
  },
  // Dev and demo builds only (a production build has no mock code): fetched with the app, not after it.
  {
    name: 'mocks',
    entries: [/\/src\/mocks\/browser\.ts$/],
    preloadFromHtml: true,
    inBuild: (config) => config.env.VITE_ENABLE_MOCKS === 'true',
  },
]);

/**
 * What lazy pages and the mock pages import, pre-bundled at start so Vite never re-optimises and
 * reloads a page mid-test (the story tests of vitest.config.ts use the same list).
 */
export const LAZILY_IMPORTED_DEPENDENCIES = [
  'msw/browser',
  'idb-keyval',
  'jose',
  '@azure/msal-browser',
  '@azure/msal-browser/redirect-bridge',
  '@azure/msal-react',
  'powerbi-client',
  // The mock report host checks the embed configuration with the SDK's own validators.
  'powerbi-models',
] as const;

export default defineConfig({
  // `appOnly`: part of the app's own build, dropped by Storybook (.storybook/main.ts), whose build
  // they would otherwise take over (its entry replaced by index.html, mock files pruned, a CSP added).
  plugins: [
    // The router plugin must run before react() so the generated route tree exists when React compiles.
    // Not app-only: Storybook reads the same checked configuration (with the demo values).
    portalEnv(),
    appOnly(tanstackRouter({ target: 'react', autoCodeSplitting: true })),
    react(),
    appOnly(omitMockAssets()),
    appOnly(contentSecurityPolicyMeta()),
    appOnly(securityHeaderFiles()),
    appOnly(appShellStandIns()),
    // The redirect bridge and the mock pages get the same <meta> policy, in a build of their own.
    appOnly(mockPagesPlugin({ pagePlugins: () => [contentSecurityPolicyMeta()] })),
    appOnly(start.plugin),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // MSW's cookie store needs one function of tldts, not its 108 KiB public-suffix list (see the file).
      tldts: fileURLToPath(new URL('./src/mocks/lib/registrable-domain.ts', import.meta.url)),
    },
  },
  server: { port: 5173 },
  // Separate caches let several dev servers (parallel browser-test runs) optimise without clashing.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  // The redirect bridge and mock pages are HTML entries of their own: scan them too.
  optimizeDeps: {
    entries: ['index.html', ...mockPageEntries(root)],
    include: [...LAZILY_IMPORTED_DEPENDENCIES],
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: { output: { codeSplitting: { groups: start.groups } } },
  },
});
