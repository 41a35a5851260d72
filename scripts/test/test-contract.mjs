#!/usr/bin/env node
/**
 * `npm run test:contract`: starts the mock server on a free port and runs the conformance kit against
 * it, so the contract, the mock backend and the kit cannot drift apart. It runs four times, one fresh
 * server each: over plain http and with an https public URL (the `__Host-` cookie names with
 * `Secure`, contract: "Deployment"; the kit still calls it over http, as a TLS-ending proxy would),
 * each with the test hooks and without (the kit then skips what needs them and restores what it
 * changed). The kit runs as its own process: it must stay independent of the app's code.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { startMockServer } from '../serve/mock-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The reports the mock server keeps views of (the demo's, mock-server.mjs), for the kit's saved-view checks. */
const reportIds = Object.values(loadEnv('demo', root, 'VITE_REPORT_ID_')).join(',');

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** One run of the kit against a fresh mock server; answers the kit's exit code. */
async function runKit({ https, hooks }) {
  const started = Date.now();
  const port = await freePort();
  const publicUrl = https ? `https://portal.example.test:${port}` : null;
  const server = await startMockServer({ port, hooks, publicUrl });
  const what = `${https ? 'https public URL' : 'plain http'}, ${hooks ? 'with' : 'without'} test hooks`;
  process.stdout.write(`\ntest:contract: ${what}\n`);
  try {
    const args = [
      '--base-url',
      server.url,
      '--report-ids',
      reportIds,
      ...(publicUrl ? ['--public-url', publicUrl] : []),
      ...(hooks ? ['--hooks'] : []),
    ];
    return await new Promise((resolveCode) => {
      const kit = spawn(process.execPath, [join(root, 'conformance/verify.mjs'), ...args], { stdio: 'inherit' });
      kit.on('exit', (exitCode) => resolveCode(exitCode ?? 1));
    });
  } finally {
    await server.close();
    process.stdout.write(`test:contract: ${what} took ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
}

let failed = 0;
for (const https of [false, true]) {
  for (const hooks of [true, false]) if ((await runKit({ https, hooks })) !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
