/**
 * The machine-readable reports of the test runners (Vitest's and Playwright's JSON reporters), read
 * for npm test's closing lines: counts, and the tests that passed only on a retry.
 */
import { existsSync, readFileSync } from 'node:fs';

export const REPORTS_DIR = 'test-results/reports';

/** Playwright's JSON report as `playwright.config.ts` and `playwright.storybook.config.ts` write it. */
export const playwrightJsonReporter = (name) => ['json', { outputFile: `${REPORTS_DIR}/playwright-${name}.json` }];

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);

/**
 * Vitest retries nothing here (vitest.config.ts sets no `retry`), so no Vitest test passes on a retry.
 * @returns {{ passed: number, failed: number, flaky: string[] } | undefined}
 */
export function readVitestReport(path) {
  const report = readJson(path);
  return report && { passed: report.numPassedTests, failed: report.numFailedTests, flaky: [] };
}

/** @returns {{ passed: number, failed: number, flaky: string[] } | undefined} */
export function readPlaywrightReport(path) {
  const report = readJson(path);
  if (!report) return undefined;
  const flaky = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'flaky') flaky.push(`[${test.projectName}] ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites) visit(suite, [suite.title]);
  return { passed: report.stats.expected, failed: report.stats.unexpected, flaky };
}
