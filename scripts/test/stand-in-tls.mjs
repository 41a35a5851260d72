// The TLS of the cross-site stand-ins (scripts/serve/stand-ins.mjs): a self-signed certificate for
// their host names, made once per machine into node_modules/.cache, and the hash of its public key,
// which the test browser trusts for exactly this key (--ignore-certificate-errors-spki-list) and no
// other: every other certificate error still fails.
import { createHash, createPublicKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

const TLS_DIR = 'node_modules/.cache/stand-ins/tls';
const files = { key: join(TLS_DIR, 'key.pem'), cert: join(TLS_DIR, 'cert.pem'), hosts: join(TLS_DIR, 'hosts.json') };

/** The host names the stand-ins answer for, from the production build's configuration. */
export function standInHosts(env) {
  return [env.VITE_WORKPLACE_AUTHORITY, env.VITE_REPORT_SERVICE_URL, env.VITE_REPORT_EMBED_BASE_URL].map(
    (url) => new URL(url).hostname,
  );
}

/**
 * The names the one certificate is for: the stand-ins' hosts, and localhost for nginx ending TLS in front of
 * the production build and the kit (deploy/nginx.conf, topology tls). Every caller asks for this list: the
 * stand-ins asked for theirs alone, so each start of the browser tests made the certificate again, with a
 * new key, and each build or kit run after it did too, while a server or a browser of a run still going
 * (another checkout's: node_modules/.cache is hard-linked between them) trusted the old key. A popup to
 * the identity provider then ended on Chromium's error page (every production-build test of a loaded run).
 */
export const certificateHosts = (env) => [...standInHosts(env), 'localhost'];

/** The key and certificate for `hosts`, made now unless already made for them. */
export async function ensureStandInCertificate(hosts) {
  const made = existsSync(files.hosts) && readFileSync(files.hosts, 'utf8') === JSON.stringify(hosts);
  if (!made) {
    const { generate } = await import('selfsigned');
    const now = new Date();
    const pems = await generate([{ name: 'commonName', value: hosts[0] }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notBeforeDate: new Date(now.getTime() - 86_400_000),
      notAfterDate: new Date(now.getTime() + 365 * 86_400_000),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true },
        { name: 'extKeyUsage', serverAuth: true },
        { name: 'subjectAltName', altNames: hosts.map((value) => ({ type: 2, value })) },
      ],
    });
    mkdirSync(TLS_DIR, { recursive: true });
    // Each file replaced whole (written aside, then renamed): never read half-written, and never written
    // into a file another checkout shares through a hard link (this machine's node_modules copies).
    const replace = (file, text) => {
      writeFileSync(`${file}.${process.pid}`, text);
      renameSync(`${file}.${process.pid}`, file);
    };
    replace(files.key, pems.private);
    replace(files.cert, pems.cert);
    replace(files.hosts, JSON.stringify(hosts));
  }
  return { key: readFileSync(files.key, 'utf8'), cert: readFileSync(files.cert, 'utf8') };
}

/** base64(SHA-256(SubjectPublicKeyInfo)) of the certificate, or null before it is made. */
export function standInSpkiHash() {
  if (!existsSync(files.cert)) return null;
  const spki = createPublicKey(readFileSync(files.cert, 'utf8')).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}
