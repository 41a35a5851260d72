// Serves a built portal as a static host would (its `_headers` applied, every unknown path the app):
//   node scripts/serve-built.mjs <dir> <port>
// The production-build browser tests (playwright.mock-server.config.ts) serve the build with it.
import { serveDist } from './bench/serve-dist.mjs';

const [root = 'dist', port = '4173'] = process.argv.slice(2);
await serveDist({ root, port: Number(port), stubApi: false });
console.log(`Serving ${root} on http://127.0.0.1:${port}`);
