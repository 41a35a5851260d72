/**
 * The machine-readable reports of the test runners (Vitest's and Playwright's JSON reporters), read
 * for npm test's closing lines: counts, every failed test by name, and the tests that passed only on a
 * retry.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import process from 'node:process';

export const REPORTS_DIR = 'test-results/reports';

/** Playwright's JSON report as `playwright.config.ts` and `playwright.storybook.config.ts` write it. */
export const playwrightJsonReporter = (name) => ['json', { outputFile: `${REPORTS_DIR}/playwright-${name}.json` }];

/** Vitest's JSON report of npm test's step `name`, beside the default reporter. */
export const vitestJsonReporter = (name) =>
  `--reporter=default --reporter=json --outputFile.json=${REPORTS_DIR}/vitest-${name}.json`;

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
const firstLine = (text) => `${text ?? ''}`.trim().split('\n')[0];

/**
 * @typedef {{ passed: number, failed: string[], flaky: string[], errors: string[] }} TestResults
 * `failed` and `flaky` name tests; `errors` are failures outside any test (a file that did not load, a
 * web server that did not start).
 */

/**
 * Vitest retries nothing here (vitest.config.ts sets no `retry`), so no Vitest test passes on a retry.
 * @returns {TestResults}
 */
export function vitestResults(report, cwd = process.cwd()) {
  const failed = [];
  const errors = [];
  for (const file of report.testResults ?? []) {
    const path = relative(cwd, file.name);
    const failing = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failing) failed.push([path, ...(test.ancestorTitles ?? []), test.title].join(' › '));
    if (file.status === 'failed' && failing.length === 0) errors.push(`${path}: ${firstLine(file.message)}`);
  }
  return { passed: report.numPassedTests ?? 0, failed, flaky: [], errors };
}

/** @returns {TestResults} */
export function playwrightResults(report) {
  const failed = [];
  const flaky = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const title = `[${test.projectName}] ${[...titles, spec.title].join(' › ')}`;
        if (test.status === 'unexpected') failed.push(title);
        if (test.status === 'flaky') flaky.push(title);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  const errors = (report.errors ?? []).map((error) => firstLine(error.message));
  return { passed: report.stats?.expected ?? 0, failed, flaky, errors };
}

/** @returns {TestResults | undefined} undefined when the step wrote no report (it did not get so far). */
export function readTestResults({ kind, path }) {
  const report = readJson(path);
  if (!report) return undefined;
  return kind === 'vitest' ? vitestResults(report) : playwrightResults(report);
}
