#!/usr/bin/env node
/**
 * Proof that the visual baseline is deterministic: renders every story of one static Storybook build
 * twice, into two empty folders, and compares the two sets of images byte for byte (not only
 * pixel for pixel, as the visual run does). Exits 1 naming any image that differs.
 *   npm run visual:twice [-- playwright args, e.g. -g "Auth/"]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

const port = process.env.STORYBOOK_STATIC_PORT ?? '5250';
const dir = process.env.STORYBOOK_STATIC_DIR ?? `node_modules/.cache/storybook-static-${port}`;
// The second render with one worker: each story then follows other stories in the shared preview page
// than in the first, so what one story leaves behind for the next would show as a difference too.
const runs = [
  { folder: `test-results/visual-twice-${port}/first`, workers: '2' },
  { folder: `test-results/visual-twice-${port}/second`, workers: '1' },
];

function run(command, args, env = {}) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0) process.exit(status ?? 1);
}

if (!process.env.STORYBOOK_STATIC_DIR) run('npx', ['storybook', 'build', '--quiet', '--output-dir', dir]);
for (const { folder, workers } of runs) {
  rmSync(folder, { recursive: true, force: true });
  run(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'playwright.storybook.config.ts',
      'visual.spec.ts',
      '--update-snapshots=all',
      `--workers=${workers}`,
      ...process.argv.slice(2),
    ],
    {
      STORYBOOK_STATIC_DIR: dir,
      VISUAL_BASELINE_DIR: folder,
    },
  );
}

const [first, second] = runs.map(({ folder }) => folder);
const names = readdirSync(first).sort();
const differing = names.filter((name) => !readFileSync(join(first, name)).equals(readFileSync(join(second, name))));
const missing = readdirSync(second).filter((name) => !names.includes(name));
console.log(`\n${names.length} images rendered twice: ${differing.length + missing.length} differ.`);
for (const name of [...differing, ...missing]) console.log(`  ${name}`);
process.exit(differing.length + missing.length > 0 || names.length === 0 ? 1 : 0);
