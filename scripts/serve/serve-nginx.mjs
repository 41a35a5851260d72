// Serves a built portal with Debian's nginx and the deployment's own configuration (deploy/nginx.conf),
// changing only what a deployment sets (marked SET there): the host name, the build's folder, the port,
// the API.
//   node scripts/serve/serve-nginx.mjs <build dir> <port> [api port]
// Runs in the foreground until it is stopped (Playwright's webServer stops it after the tests).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';

const DEPLOY_CONF = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

/** deploy/nginx.conf with the SET values of a test deployment; fails loudly if one is no longer there. */
function deploymentConf({ root, port, apiPort }) {
  const replacements = [
    ['listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`],
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['server_name portal.example.com;', 'server_name localhost;'],
    ['/srv/carrier-portal', resolve(root)],
    ['server 127.0.0.1:8080;', `server 127.0.0.1:${apiPort ?? 9};`],
  ];
  let conf = readFileSync(DEPLOY_CONF, 'utf8');
  for (const [from, to] of replacements) {
    if (!conf.includes(from))
      throw new Error(`deploy/nginx.conf no longer contains "${from}" (serve-nginx.mjs sets it)`);
    conf = conf.replaceAll(from, to);
  }
  return conf;
}

/** A whole nginx configuration around the server block: foreground, files in a temporary folder. */
function mainConf(dir, serverConf) {
  const temp = (name) => `${name}_temp_path ${join(dir, name)};`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return [
    // As root, nginx's workers would run as "nobody", who may not read a build in a home folder.
    isRoot ? 'user root;' : '',
    'worker_processes 1;',
    'daemon off;',
    `pid ${join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    serverConf,
    '}',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root, port, apiPort] = process.argv.slice(2);
  if (!root || !port) throw new Error('usage: node scripts/serve/serve-nginx.mjs <build dir> <port> [api port]');
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root} holds no build: run "node scripts/test/build-served.mjs" first (npm test does).`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(confFile, mainConf(dir, deploymentConf({ root, port, apiPort })));
  const nginx = spawn(nginxPath, ['-c', confFile, '-e', 'stderr'], { stdio: 'inherit' });
  console.log(`nginx serves ${root} on http://localhost:${port}${apiPort ? `, /api/ -> 127.0.0.1:${apiPort}` : ''}`);
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  nginx.on('exit', (code) => process.exit(code ?? 0));
}
