#!/usr/bin/env node
/**
 * `npm run test:contract`: starts the mock server (with test hooks) on a free port and runs the
 * conformance kit against it, so the contract, the mock backend and the kit cannot drift apart.
 * The kit runs as its own process: it must stay independent of the app's code.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { startMockServer } from '../serve/mock-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

const server = await startMockServer({ port: await freePort(), hooks: true });
let code = 1;
try {
  code = await new Promise((resolveCode) => {
    const kit = spawn(process.execPath, [join(root, 'conformance/verify.mjs'), '--base-url', server.url, '--hooks'], {
      stdio: 'inherit',
    });
    kit.on('exit', (exitCode) => resolveCode(exitCode ?? 1));
  });
} finally {
  await server.close();
}
process.stdout.write(
  `test:contract: the kit against the mock server took ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
process.exit(code);
