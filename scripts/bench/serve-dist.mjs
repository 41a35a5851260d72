// A static server for the production build (dist/) with a stand-in for the backend, so the benchmark
// measures the real bundles without a real server: the start-up session check answers "signed in"
// or "signed out" as the caller chooses; every other API call answers a plain 200.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoUser } from './app-facts.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

function json(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The headers a `_headers` file gives every path (`/*`), as a static host would apply them. */
async function headersFromFile(root) {
  try {
    const lines = (await readFile(join(root, '_headers'), 'utf8')).split('\n');
    return Object.fromEntries(
      lines
        .filter((line) => /^\s+\S+:/.test(line))
        .map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
        }),
    );
  } catch {
    return {};
  }
}

/** The session generation of a browser that signed in before (see serveDist's signed-in pages). */
const BENCH_SESSION_GENERATION = 'oa_session_generation=0123456789abcdef0123456789abcdef';

/**
 * Serves `root` on `port` with the headers of its `_headers` file. With `stubApi`, `/api/*` answers
 * as described above (`signedIn` decides the session check); without it (a build with the mock
 * backend inside), `/api/*` is left to the app. Resolves to a close().
 */
export async function serveDist({ root = 'dist', port, signedIn = false, stubApi = true }) {
  const siteHeaders = await headersFromFile(root);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(siteHeaders)) response.setHeader(name, value);
    // A browser that signed in before holds its session's generation (src/session/session-generation.ts):
    // a start from the server's cookie session joins it and never makes one (issue 61, R1), so the
    // signed-in pages need it. The cookie is the generation's own fallback when localStorage has none.
    if (signedIn) response.setHeader('set-cookie', `${BENCH_SESSION_GENERATION}; Path=/; SameSite=Strict`);
    if (stubApi && url.pathname.startsWith('/api/')) {
      if (url.pathname.endsWith('/auth-user-session')) {
        return signedIn
          ? json(response, 200, { status: 200, data: { userInfo: demoUser } })
          : json(response, 401, { status: 401, message: 'User not logged in' });
      }
      return json(response, 200, { status: 200, message: 'ok' });
    }
    const relative = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, relative);
    try {
      const body = await readFile(file);
      // Hashed assets never change; everything else is revalidated, as a static host would do.
      const cache = relative.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache };
      // Compressed as any static host serves text, so transfer sizes and Lighthouse see real bytes.
      const compress = /gzip/.test(request.headers['accept-encoding'] ?? '') && /\.(js|css|html|svg)$/.test(file);
      response.writeHead(200, compress ? { ...headers, 'content-encoding': 'gzip' } : headers);
      response.end(compress ? gzipSync(body) : body);
    } catch {
      // A single-page app: every unknown path is the app.
      response.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
      response.end(await readFile(join(root, 'index.html')));
    }
  });
  return new Promise((resolve) =>
    // No host: both localhost addresses (::1 and 127.0.0.1) answer, whichever a client tries first.
    server.listen(port, () => resolve(() => new Promise((done) => server.close(done)))),
  );
}
