import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockPageEntries, mockPagesPlugin } from './scripts/vite-mock-pages-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

// The router plugin must run before react() so the generated route tree exists when React compiles.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), mockPagesPlugin()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173 },
  // Separate caches let several dev servers (parallel browser-test runs) optimise without clashing.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  // Pre-bundle what lazy pages import, so Vite never re-optimises and reloads a page mid-test.
  // The redirect bridge and mock pages are HTML entries of their own: scan them too.
  optimizeDeps: {
    entries: ['index.html', ...mockPageEntries(root)],
    include: [
      'msw/browser',
      'idb-keyval',
      'jose',
      '@azure/msal-browser',
      '@azure/msal-browser/redirect-bridge',
      '@azure/msal-react',
      'powerbi-client',
    ],
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 700 },
});
