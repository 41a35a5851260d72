#!/usr/bin/env node
/**
 * `npm run docs:api`: static HTML references of the contracts in dist/api-docs/ (one self-contained
 * file each, Redoc's script inlined, so they open from disk with no server and no network), plus an
 * index page. Uses Redocly CLI's `build-docs`, already the contract's linter here.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Under dist/ (ignored by git, Prettier and Vite's dependency scan, which would take the pages for app entries).
const outDir = join(root, 'dist/api-docs');
const CONTRACTS = [
  { file: 'portal.yaml', title: 'Carrier Analytics Portal API (what the carrier builds)' },
  { file: 'test-hooks.yaml', title: 'Test hooks (optional, for the conformance kit)' },
  { file: 'powerbi-reports.yaml', title: 'Power BI report lookup and export (Microsoft, for reference)' },
];

mkdirSync(outDir, { recursive: true });
const redocly = join(root, 'node_modules/.bin/redocly');
for (const { file, title } of CONTRACTS) {
  const output = join(outDir, file.replace(/\.yaml$/, '.html'));
  const result = spawnSync(
    redocly,
    ['build-docs', join('openapi', file), '--output', output, '--title', title, '--inlineBundle'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stderr || result.stdout);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`docs:api: ${file} -> ${output}\n`);
}
const links = CONTRACTS.map(
  ({ file, title }) =>
    `<li><a href="${file.replace(/\.yaml$/, '.html')}">${title}</a> (<code>openapi/${file}</code>)</li>`,
).join('\n      ');
writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Carrier Analytics Portal: API reference</title></head>
  <body>
    <h1>Carrier Analytics Portal: API reference</h1>
    <ul>
      ${links}
    </ul>
    <p>Check a server against the contract: <code>npm run contract:verify -- --base-url http://localhost:8080</code>.</p>
  </body>
</html>
`,
);
process.stdout.write(`docs:api: open ${join(outDir, 'index.html')}\n`);
