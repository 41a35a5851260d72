#!/usr/bin/env node
/**
 * The static Storybook's tests: builds it once (as `npm run build-storybook` does, into a folder of this
 * port), then runs playwright.storybook.config.ts over that build with the given Playwright arguments.
 * The build comes first because the visual run lists its stories from the build's index.json when
 * Playwright collects the tests, before any web server of the config starts.
 *   node scripts/test/storybook-static.mjs [playwright args]   (STORYBOOK_STATIC_DIR=<dir>: no build)
 */
import { spawnSync } from 'node:child_process';
import process from 'node:process';

const port = process.env.STORYBOOK_STATIC_PORT ?? '5250';
const prebuilt = process.env.STORYBOOK_STATIC_DIR;
const dir = prebuilt ?? `node_modules/.cache/storybook-static-${port}`;

function run(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, STORYBOOK_STATIC_DIR: dir } });
  if (status !== 0) process.exit(status ?? 1);
}

if (!prebuilt) run('npx', ['storybook', 'build', '--quiet', '--output-dir', dir]);
run('npx', ['playwright', 'test', '-c', 'playwright.storybook.config.ts', ...process.argv.slice(2)]);
