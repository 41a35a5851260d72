#!/usr/bin/env node
/**
 * `npm run test:contract`: starts the mock server on a free port and runs the conformance kit against
 * it, so the contract, the mock backend and the kit cannot drift apart. Seven runs, each with a fresh
 * server, at once (each prints its lines when it ends):
 * - called directly, over plain http and with an https public URL (the `__Host-` cookie names with
 *   `Secure`, contract: "Deployment"; the kit still calls it over http, as a TLS-ending proxy would),
 *   each with the test hooks and without (the kit then skips what needs them and restores what it
 *   changed);
 * - through deploy/nginx.conf in both its topologies, with the hooks (called on the server itself:
 *   nginx refuses them): nginx ending TLS itself, and nginx behind a TLS terminator (a stand-in,
 *   scripts/test/tls-terminator.mjs) whose X-Forwarded-For and X-Forwarded-Proto it believes. The
 *   server trusts nginx by its address (`--trust-proxy 127.0.0.1`), so its public URL and each client's address are nginx's
 *   say, as deployed.
 * - through nginx's terminator topology reached directly, not through the terminator (a client on the
 *   same host, as curl would be): its own forwarding headers must be replaced, never believed.
 * Every run picks free ports (port 0), so checkouts running it at once never clash.
 * The kit runs as its own process: it must stay independent of the app's code. Options are passed
 * to every kit run (`npm run test:contract -- --workflow picture`).
 */
import { spawn } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { nginxPath } from '../serve/serve-nginx.mjs';
import { ensureServedCertificate } from './build-served.mjs';
import { startTlsTerminator } from './tls-terminator.mjs';

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

/** Resolves once something listens on 127.0.0.1:`port`; rejects when `child` ends first. */
async function listening(port, child, what) {
  let ended = false;
  child.once('exit', () => (ended = true));
  for (;;) {
    if (ended) throw new Error(`${what} ended before listening on ${port}`);
    const open = await new Promise((done) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => {
        socket.end();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (open) return;
    // Asked again a moment later: nginx starts in well under a second, the mock server in a few.
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

/** npm test installs nginx in the background while the first steps run; wait for it (10 minutes at most). */
async function nginxInstalled() {
  for (const started = Date.now(); !existsSync(nginxPath);) {
    if (Date.now() - started > 600_000)
      throw new Error(`no nginx at ${nginxPath}: run "node scripts/test/ensure-debian-packages.mjs"`);
    await new Promise((wait) => setTimeout(wait, 1000));
  }
}

/** A folder nginx can serve as the portal's build: the kit calls only /api/, so no build is needed. */
function emptyBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'kit-nginx-build-'));
  mkdirSync(join(dir, '.nginx'));
  for (const file of ['index.html', '.nginx/security-headers.conf', '.nginx/opener-policy.conf'])
    writeFileSync(join(dir, file), '');
  return dir;
}

/**
 * deploy/nginx.conf in `topology` (serve-nginx.mjs) in front of a mock server trusting it, and the
 * terminator in front of nginx for that topology (unless `direct`: the kit then reaches nginx as a
 * client that bypasses the terminator, as curl on the same host would): the kit's base URL and a `close`.
 */
async function throughNginx(topology, apiPort, certificate, direct = false) {
  await nginxInstalled();
  const build = emptyBuild();
  const [nginxPort, httpPort] = [await freePort(), await freePort()];
  const extra = topology === 'tls' ? ['tls', String(httpPort)] : ['terminator'];
  const args = [join(root, 'scripts/serve/serve-nginx.mjs'), build, String(nginxPort), String(apiPort), ...extra];
  // nginx's warnings (a 1 MiB body buffered to a file) are shown only with a failed run.
  const nginx = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  nginx.stderr.on('data', (chunk) => (log += chunk));
  await listening(nginxPort, nginx, 'nginx');
  const terminatorPort = topology === 'tls' || direct ? null : await freePort();
  const terminator = terminatorPort
    ? await startTlsTerminator({ port: terminatorPort, upstreamPort: nginxPort, ...certificate })
    : null;
  return {
    baseUrl: direct ? `http://localhost:${nginxPort}/api` : `https://localhost:${terminatorPort ?? nginxPort}/api`,
    log: () => log,
    close: async () => {
      await terminator?.close();
      await stopped(nginx);
      rmSync(build, { recursive: true, force: true });
    },
  };
}

/** Stops a child process and resolves when it has ended. */
function stopped(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

/**
 * The mock server in a process of its own (its test clock moves Date.now for the whole process, so
 * two runs in one process would move each other's): answers its URL and the child.
 */
async function startServer({ port, hooks, publicUrl, trustProxy }) {
  const args = [
    join(root, 'scripts/serve/mock-server.mjs'),
    '--port',
    String(port),
    ...(hooks ? ['--hooks'] : []),
    ...(publicUrl ? ['--public-url', publicUrl] : []),
    ...(trustProxy ? ['--trust-proxy', '127.0.0.1'] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  await listening(port, child, 'the mock server');
  return { url: `http://localhost:${port}`, child };
}

/**
 * That the kit's base URL goes through nginx: nginx refuses the test hooks there (404), which the
 * server itself, started with them, answers. Throws otherwise.
 */
async function expectThroughNginx(baseUrl, serverUrl, certificate) {
  const status = (url) =>
    new Promise((resolveStatus, reject) => {
      const get = url.startsWith('https:') ? httpsGet : httpGet;
      get(url, { ca: certificate?.cert }, (answer) => {
        answer.resume();
        resolveStatus(answer.statusCode);
      }).once('error', reject);
    });
  const [viaBase, direct] = await Promise.all([baseUrl, serverUrl].map((url) => status(`${url}/__test/outbox`)));
  if (viaBase !== 404 || direct !== 200)
    throw new Error(`${baseUrl} does not reach the server through nginx (hooks: ${viaBase} there, ${direct} direct)`);
}

/** One run of the kit against a fresh mock server; answers whether it passed. */
async function runKit({ https = false, hooks = false, nginx = null, direct = false }, certificate) {
  const started = Date.now();
  const port = await freePort();
  const publicUrl = https ? `https://portal.example.test:${port}` : null;
  const what = nginx
    ? `through nginx (${nginx === 'tls' ? 'ending TLS' : direct ? 'terminator topology, reached directly by a client' : 'behind a TLS terminator'}), with test hooks`
    : `${https ? 'https public URL' : 'plain http'}, ${hooks ? 'with' : 'without'} test hooks`;
  let output = '';
  let server;
  let proxy;
  try {
    server = await startServer({ port, hooks, publicUrl, trustProxy: Boolean(nginx) });
    proxy = nginx ? await throughNginx(nginx, port, certificate, direct) : null;
    if (proxy) await expectThroughNginx(proxy.baseUrl, server.url, certificate);
    const args = [
      '--base-url',
      proxy?.baseUrl ?? server.url,
      '--report-ids',
      reportIds,
      ...(publicUrl ? ['--public-url', publicUrl] : []),
      ...(hooks ? ['--hooks', '--hooks-url', server.url] : []),
      ...process.argv.slice(2),
    ];
    const kit = spawn(process.execPath, [join(root, 'conformance/verify.mjs'), ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // The test certificate, trusted by the kit for the runs through nginx's TLS.
      env: { ...process.env, ...(certificate ? { NODE_EXTRA_CA_CERTS: certificate.file } : {}) },
    });
    kit.stdout.on('data', (chunk) => (output += chunk));
    kit.stderr.on('data', (chunk) => (output += chunk));
    const passed = await new Promise((done) => kit.on('exit', (code) => done(code === 0)));
    if (!passed && proxy) output += `nginx's log:\n${proxy.log()}`;
    return passed;
  } catch (error) {
    output += `${error instanceof Error ? error.stack : String(error)}\n${proxy?.log() ?? ''}`;
    return false;
  } finally {
    await proxy?.close();
    if (server) await stopped(server.child);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`\ntest:contract: ${what}\n${output}test:contract: ${what} took ${seconds} s\n`);
  }
}

const { key, cert } = await ensureServedCertificate();
const certificateDir = mkdtempSync(join(tmpdir(), 'kit-tls-'));
const certificate = { key, cert, file: join(certificateDir, 'cert.pem') };
writeFileSync(certificate.file, cert);

const runs = [
  { hooks: true },
  { hooks: false },
  { https: true, hooks: true },
  { https: true, hooks: false },
  { nginx: 'tls', hooks: true },
  { nginx: 'terminator', hooks: true },
  // The reviewer's setup of round 4 (Q33): a client on the terminator's host, not the terminator, whose
  // own X-Forwarded-Proto and X-Forwarded-For nginx must replace.
  { nginx: 'terminator', direct: true, hooks: true },
];
const passed = await Promise.all(runs.map((run) => runKit(run, run.nginx ? certificate : null)));
rmSync(certificateDir, { recursive: true, force: true });
process.exit(passed.every(Boolean) ? 0 : 1);
