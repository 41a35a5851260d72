#!/usr/bin/env node
/**
 * `npm run docs:api`: static HTML references of the contracts in dist/api-docs/ (one self-contained
 * file each, Redoc's script inlined, so they open from disk with no server and no network), plus an
 * index page. Uses Redocly CLI's `build-docs`, already the contract's linter here.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Under dist/ (ignored by git, Prettier and Vite's dependency scan, which would take the pages for app entries).
const outDir = join(root, 'dist/api-docs');
const CONTRACTS = [
  { file: 'portal.yaml', title: 'Carrier Analytics Portal API (what the carrier builds)' },
  { file: 'test-hooks.yaml', title: 'Test hooks (optional, for the conformance kit)' },
  { file: 'powerbi-reports.yaml', title: 'Power BI report lookup and export (Microsoft, for reference)' },
];

/**
 * The contract with a table of its `x-invalid-request-messages` added to the description ("Invalid
 * requests" points at them): Redoc shows no operation's `x-` extensions, and the reader of the HTML
 * needs the messages. Generated into the built copy, so the YAML keeps them in one place.
 */
function withInvalidRequestTable(yamlText) {
  const document = parse(yamlText);
  const rows = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      for (const { fields, when, message } of operation?.['x-invalid-request-messages'] ?? []) {
        const condition = { empty: 'missing, null or empty', 'too-long': 'longer than its maxLength' }[when];
        const names = fields.map((field) => `\`${field}\``).join(' or ');
        rows.push(`| ${method.toUpperCase()} ${path} | ${names}${condition ? `, ${condition}` : ''} | ${message} |`);
      }
    }
  }
  if (rows.length === 0) return yamlText;
  document.info.description +=
    '\n## Invalid request messages\nThe `x-invalid-request-messages` of every operation, in order (generated):\n\n' +
    `| operation | failing field | message |\n|---|---|---|\n${rows.join('\n')}\n`;
  return stringify(document);
}

mkdirSync(outDir, { recursive: true });
const redocly = join(root, 'node_modules/.bin/redocly');
const scratch = mkdtempSync(join(tmpdir(), 'api-docs-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
for (const { file, title } of CONTRACTS) {
  const output = join(outDir, file.replace(/\.yaml$/, '.html'));
  const source = join(scratch, file);
  writeFileSync(source, withInvalidRequestTable(readFileSync(join(root, 'openapi', file), 'utf8')));
  const result = spawnSync(redocly, ['build-docs', source, '--output', output, '--title', title, '--inlineBundle'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  });
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
