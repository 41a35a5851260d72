#!/usr/bin/env node
/**
 * `node scripts/test/contract-changes.mjs` (part of `npm test`): what changed in openapi/portal.yaml
 * since its last released version, kept in openapi/released/portal-<version>.yaml, as a backend team
 * that built that version needs to know it. The diff and its classification are api-smart-diff's
 * (OpenAPI 3.0/3.1, breaking / non-breaking / annotation), never a hand-written one. It prints every
 * breaking change by operation, and fails when:
 *  - there is a breaking change and `info.version` keeps the released major version (semver);
 *  - `info.version` is not semver, or not above the released one while anything changed;
 *  - docs/contract-changes.md has no section for `info.version` (the changelog a backend engineer reads).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { apiCompare } from 'api-smart-diff';
import { parse } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

/** The last released contract: the highest `portal-<semver>.yaml` in openapi/released/. */
export function lastReleased(dir = join(root, 'openapi/released')) {
  const versions = readdirSync(dir)
    .map((name) => /^portal-(\d+\.\d+\.\d+)\.yaml$/.exec(name)?.[1])
    .filter(Boolean)
    .sort((a, b) => compareVersions(a, b));
  const version = versions.at(-1);
  if (!version) throw new Error(`no openapi/released/portal-<version>.yaml in ${dir}`);
  return { version, file: join(dir, `portal-${version}.yaml`) };
}

export function compareVersions(a, b) {
  const [x, y] = [a, b].map((value) => SEMVER.exec(value).slice(1).map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** Where a change is, for people: `POST /change-password: responses/400/...`, or the component. */
function whereOf(path) {
  const [area, ...rest] = path.map(String);
  if (area === 'paths' && rest.length >= 2 && METHODS.has(rest[1])) {
    return { operation: `${rest[1].toUpperCase()} ${rest[0]}`, at: rest.slice(2).join('/') };
  }
  return { operation: area === 'paths' ? `${rest[0]}` : area, at: rest.join('/') };
}

/**
 * The changes between two contracts (parsed), classified; `breaking` grouped by operation (a changed
 * schema shows at every answer that uses it: the contract is compared dereferenced).
 */
export function contractChanges(before, after) {
  // api-smart-diff logs, and then skips, a classification rule it cannot apply to `allOf` parts;
  // those changes are still listed (as unclassified), so its log is left out of the report.
  const log = console.error;
  console.error = () => {};
  let diffs;
  try {
    ({ diffs } = apiCompare(before, after));
  } finally {
    console.error = log;
  }
  const breaking = new Map();
  for (const diff of diffs.filter((one) => one.type === 'breaking')) {
    const { operation, at } = whereOf(diff.path);
    const value = diff.action === 'add' ? diff.after : diff.before;
    const shown = value !== null && typeof value === 'object' ? '' : ` ${JSON.stringify(value)}`;
    const entries = breaking.get(operation) ?? new Set();
    entries.add(`${diff.action}${shown} at ${at}: ${diff.description ?? ''}`);
    breaking.set(operation, entries);
  }
  const counts = {};
  for (const diff of diffs) counts[diff.type] = (counts[diff.type] ?? 0) + 1;
  return { diffs, counts, breaking: new Map([...breaking].map(([key, value]) => [key, [...value]])) };
}

/** The problems that fail the check (empty: it passes), and the report's lines. */
export function checkVersioning({ released, before, after, changelog }) {
  const version = String(after.info?.version ?? '');
  const { diffs, counts, breaking } = contractChanges(before, after);
  const lines = [
    `contract-changes: openapi/portal.yaml ${version} against the released ${released} (openapi/released/):`,
    `  ${
      Object.entries(counts)
        .map(([type, count]) => `${count} ${type}`)
        .join(', ') || 'no changes'
    }`,
  ];
  for (const [operation, changes] of breaking) {
    lines.push(`  BREAKING ${operation}`);
    for (const change of changes) lines.push(`    - ${change}`);
  }
  const problems = [];
  if (!SEMVER.test(version)) problems.push(`info.version "${version}" is not semantic (MAJOR.MINOR.PATCH)`);
  else {
    const major = (value) => Number(SEMVER.exec(value)[1]);
    if (breaking.size > 0 && major(version) <= major(released)) {
      problems.push(
        `${breaking.size} operations changed incompatibly, but info.version ${version} keeps major ${major(released)}`,
      );
    }
    if (diffs.length > 0 && compareVersions(version, released) <= 0) {
      problems.push(`the contract changed, but info.version ${version} is not above the released ${released}`);
    }
    if (!new RegExp(`^## ${version.replaceAll('.', '\\.')}\\b`, 'm').test(changelog)) {
      problems.push(`docs/contract-changes.md has no "## ${version}" section`);
    }
  }
  return { problems, lines };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const released = lastReleased();
  const { problems, lines } = checkVersioning({
    released: released.version,
    before: parse(readFileSync(released.file, 'utf8')),
    after: parse(readFileSync(join(root, 'openapi/portal.yaml'), 'utf8')),
    changelog: readFileSync(join(root, 'docs/contract-changes.md'), 'utf8'),
  });
  console.log(lines.join('\n'));
  for (const problem of problems) console.error(`contract-changes: ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
