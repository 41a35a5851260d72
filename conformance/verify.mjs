#!/usr/bin/env node
/**
 * The conformance kit: checks that a running server implements openapi/portal.yaml.
 *
 *   npm run contract:verify -- --base-url http://localhost:5310 [--hooks] [--origin http://localhost:5173]
 *                              [--public-url <the API's public base URL; default --base-url, localhost for 127.0.0.1>]
 *                              [--hooks-url <the server itself (hooks, HTTP-layer checks); default --base-url>]
 *                              [--username javery --password 'Portal#2024' --other-username mlee]
 *                              [--workflow recovery] [--only <text in a check's name>]
 *
 * It imports no application code: only the contract files next to it (../openapi/*.yaml) and
 * generic libraries (yaml, json-schema-ref-parser, Ajv, fast-check). Every answer it receives is
 * checked against the contract (status declared, Content-Type, body schema, body `status` = HTTP
 * status, required headers). It prints one line per check and closes with `N passed, N failed, N
 * skipped`; the exit code is 1 when a check failed. With `--hooks` (openapi/test-hooks.yaml) it
 * resets the server before each workflow, reads recovery codes from the outbox and moves the clock;
 * without hooks the checks that need them are reported as skipped and the data it changes is restored.
 *
 * The checks live in checks/, one file per workflow, whose first line names the operations it covers
 * (conformance/README.md lists them); `--workflow <file name>` runs one. kit.mjs holds what they share.
 */
import process from 'node:process';
import { BASE, contract, counts, hook, options } from './kit.mjs';

/** The workflows, in the order they run. */
export const WORKFLOWS = [
  'cors',
  'sign-in-and-session',
  'token-renewal',
  'conventions',
  'http-layer',
  'auth',
  'invalid-requests',
  'change-password',
  'profile',
  'picture',
  'recovery',
  'recovery-caps',
  'throttling',
  'session-expiry',
  'saved-views',
  'activity',
];

const chosen = options.workflow ? WORKFLOWS.filter((name) => name === options.workflow) : WORKFLOWS;
if (chosen.length === 0) throw new Error(`--workflow ${options.workflow} is none of ${WORKFLOWS.join(', ')}`);

console.log(
  `Conformance of ${BASE} to openapi/portal.yaml ${contract.info.version}${options.hooks ? ' (with test hooks)' : ''}`,
);
if (options.hooks) await hook('POST', '/__test/reset');
// One file at a time, in order: a file's checks run as it is imported.
for (const name of chosen) await import(`./checks/${name}.mjs`);
if (options.hooks) await hook('POST', '/__test/reset');
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exitCode = counts.failed > 0 ? 1 : 0;
