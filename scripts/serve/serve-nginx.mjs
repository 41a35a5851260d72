// Serves a built portal with Debian's nginx and the deployment's own configuration (deploy/nginx.conf),
// changing only what a deployment sets (marked SET there): the host name, the build's folder, the port,
// the API, and keeping the blocks of one topology (deploy/README.md):
//   node scripts/serve/serve-nginx.mjs <build dir> <port> [api port] [terminator | tls <http port>]
// - terminator (the default): plain http on <port>, as behind the carrier's TLS terminator, whose
//   address is TERMINATOR_ADDRESS (127.0.0.2): only a connection from there has its X-Forwarded-For and
//   X-Forwarded-Proto believed, as a real terminator's are. Every other client, the kit, curl and the
//   test browser at 127.0.0.1 included, is a client reaching nginx directly: whatever forwarding
//   headers it sends are replaced (contract: "Deployment"; the stand-in terminator,
//   scripts/test/tls-terminator.mjs, connects from TERMINATOR_ADDRESS);
// - tls: nginx ends TLS on <port> with the stand-ins' certificate (made by scripts/test/build-served.mjs,
//   for localhost too, and trusted by the test browser), and redirects plain http on <http port>.
// Runs in the foreground until it is stopped (Playwright's webServer stops it after the tests).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
/**
 * The test terminator's address: a loopback address of its own, so that a client on 127.0.0.1 is not
 * taken for the terminator (with 127.0.0.1 there, curl's own X-Forwarded-Proto reached the API).
 */
export const TERMINATOR_ADDRESS = '127.0.0.2';

const DEPLOY_CONF = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));
const TLS_DIR = fileURLToPath(new URL('../../node_modules/.cache/stand-ins/tls', import.meta.url));
export const TOPOLOGIES = ['terminator', 'tls'];

/** The configuration with the blocks of `topology` kept and the other topology's removed. */
export function keepTopology(conf, topology) {
  const block = (name) =>
    new RegExp(`^[ \\t]*# >>> TOPOLOGY ${name}\\n[\\s\\S]*?^[ \\t]*# <<< TOPOLOGY ${name}\\n`, 'gm');
  for (const other of TOPOLOGIES.filter((name) => name !== topology)) {
    if (!block(other).test(conf)) throw new Error(`deploy/nginx.conf has no "# >>> TOPOLOGY ${other}" block`);
    conf = conf.replace(block(other), '');
  }
  return conf;
}

/** deploy/nginx.conf with the SET values of a test deployment; fails loudly if one is no longer there. */
function deploymentConf({ root, port, apiPort, topology, httpPort }) {
  const common = [
    ['server_name portal.example.com;', 'server_name localhost;'],
    ['/srv/carrier-portal', resolve(root)],
    ['server 127.0.0.1:8080;', `server 127.0.0.1:${apiPort ?? 9};`],
  ];
  const replacements =
    topology === 'tls'
      ? [
          ...common,
          ['listen 80 default_server;', `listen 127.0.0.1:${httpPort} default_server;`],
          ['listen 443 ssl default_server;', `listen 127.0.0.1:${port} ssl default_server;`],
          ['listen 443 ssl;', `listen 127.0.0.1:${port} ssl;`],
          ['https://portal.example.com', `https://localhost:${port}`],
          ['/etc/ssl/certs/portal.example.com.pem', join(TLS_DIR, 'cert.pem')],
          ['/etc/ssl/private/portal.example.com.key', join(TLS_DIR, 'key.pem')],
        ]
      : [
          ...common,
          ['listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`],
          ['listen 80;', `listen 127.0.0.1:${port};`],
          ['10.0.0.10', TERMINATOR_ADDRESS],
        ];
  let conf = keepTopology(readFileSync(DEPLOY_CONF, 'utf8'), topology);
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
  const [root, port, apiPort, topology = 'terminator', httpPort] = process.argv.slice(2);
  if (!root || !port || !TOPOLOGIES.includes(topology) || (topology === 'tls' && !httpPort)) {
    throw new Error(
      'usage: node scripts/serve/serve-nginx.mjs <build dir> <port> [api port] [terminator | tls <http port>]',
    );
  }
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root} holds no build: run "node scripts/test/build-served.mjs" first (npm test does).`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(confFile, mainConf(dir, deploymentConf({ root, port, apiPort, topology, httpPort })));
  const nginx = spawn(nginxPath, ['-c', confFile, '-e', 'stderr'], { stdio: 'inherit' });
  const scheme = topology === 'tls' ? 'https' : 'http';
  console.log(
    `nginx (${topology}) serves ${root} on ${scheme}://localhost:${port}${apiPort ? `, /api/ -> 127.0.0.1:${apiPort}` : ''}`,
  );
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  nginx.on('exit', (code) => process.exit(code ?? 0));
}
