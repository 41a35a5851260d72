#!/usr/bin/env node
/**
 * `npm run test:contract`: starts the mock server on a free port and runs the conformance kit against
 * it, so the contract, the mock backend and the kit cannot drift apart. It runs four times, one fresh
 * server each: over plain http and with an https public URL (the `__Host-` cookie names with
 * `Secure`, contract: "Deployment"; the kit still calls it over http, as a TLS-ending proxy would),
 * each with the test hooks and without (the kit then skips what needs them and restores what it
 * changed). The kit runs as its own process: it must stay independent of the app's code.
 *
 * The four runs go at once, each in a process of its own (this script again, `--run <index in RUNS>`):
 * the mock server's clock hook moves `Date.now` for its whole process, so
 * two servers in one process would move each other's clocks. Each run's output is printed whole when
 * it ends, in the order of RUNS, so the log reads as if they had run one after another.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { startMockServer } from '../serve/mock-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const thisScript = fileURLToPath(import.meta.url);
/** The reports the mock server keeps views of (the demo's, mock-server.mjs), for the kit's saved-view checks. */
const reportIds = Object.values(loadEnv('demo', root, 'VITE_REPORT_ID_')).join(',');

const RUNS = [
  { https: false, hooks: true },
  { https: false, hooks: false },
  { https: true, hooks: true },
  { https: true, hooks: false },
];

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

const describe = ({ https, hooks }) =>
  `${https ? 'https public URL' : 'plain http'}, ${hooks ? 'with' : 'without'} test hooks`;

/** One run of the kit against a fresh mock server in this process; answers the kit's exit code. */
async function runKit({ https, hooks }) {
  const port = await freePort();
  const publicUrl = https ? `https://portal.example.test:${port}` : null;
  const server = await startMockServer({ port, hooks, publicUrl });
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
  }
}

/** One run in a process of its own; answers its exit code and everything it printed. */
function runApart(run) {
  const started = Date.now();
  const child = spawn(process.execPath, [thisScript, '--run', String(RUNS.indexOf(run))], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolveRun) =>
    child.on('close', (code) => resolveRun({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 })),
  );
}

const { values } = parseArgs({ options: { run: { type: 'string' } } });
if (values.run !== undefined) {
  const run = RUNS[Number(values.run)];
  if (!run) throw new Error(`test:contract: --run ${values.run} is no index of RUNS`);
  process.exit(await runKit(run));
} else {
  const results = await Promise.all(RUNS.map(runApart));
  let failed = 0;
  for (const [index, { code, output, seconds }] of results.entries()) {
    process.stdout.write(`\ntest:contract: ${describe(RUNS[index])}\n${output}`);
    process.stdout.write(`test:contract: ${describe(RUNS[index])} took ${seconds.toFixed(1)} s\n`);
    if (code !== 0) failed += 1;
  }
  process.exit(failed > 0 ? 1 : 0);
}
