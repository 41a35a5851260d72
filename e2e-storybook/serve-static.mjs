// Serves a directory as a plain static host does: files as they are, a folder's index.html, and 404
// for anything else (no fallback page, so a missing iframe.html shows as missing).
//   node e2e-storybook/serve-static.mjs <dir> <port>
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const [dir, port] = process.argv.slice(2);
if (!dir || !port) {
  console.error('usage: node e2e-storybook/serve-static.mjs <dir> <port>');
  process.exit(1);
}
const root = resolve(dir);
// A build that never happened must not look like an empty site.
await stat(join(root, 'index.html')).catch(() => {
  console.error(`serve-static: ${root} has no index.html`);
  process.exit(1);
});

async function fileFor(pathname) {
  const file = resolve(root, `.${decodeURIComponent(pathname)}`);
  if (file !== root && !file.startsWith(root + sep)) return null;
  const info = await stat(file).catch(() => null);
  if (info?.isFile()) return file;
  if (info?.isDirectory())
    return (await stat(join(file, 'index.html')).catch(() => null))?.isFile() ? join(file, 'index.html') : null;
  return null;
}

createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = await fileFor(pathname);
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  response.end(await readFile(file));
}).listen(Number(port), '127.0.0.1', () => console.log(`Serving ${root} on http://127.0.0.1:${port}`));
