import { describe, expect, it } from 'vitest';
import { playwrightResults, vitestResults } from './test-reports.mjs';
import { DEBIAN_PACKAGES, STAGES, summarize, timeTable, unmetNeed, type Outcome } from './test-steps.mjs';

const steps = STAGES.flat();
const byName = (name: string) => {
  const step = steps.find((candidate) => candidate.name === name);
  if (!step) throw new Error(`no step "${name}"`);
  return step;
};
const outcomesOf = (entries: Outcome[]) => new Map(entries.map((outcome) => [outcome.name, outcome]));

describe("npm test's steps and what each needs", () => {
  it('names only steps that come before it, so a need always has an outcome when the step is due', () => {
    const before = new Set([DEBIAN_PACKAGES]);
    for (const stage of STAGES) {
      for (const step of stage)
        for (const need of step.needs) expect(before, `${step.name} needs ${need}`).toContain(need);
      for (const step of stage) before.add(step.name);
    }
  });

  it('runs the browser tests and the byte budgets only with the served builds, and the rest without them', () => {
    const needServedBuilds = steps.filter((step) => step.needs.includes('served builds')).map((step) => step.name);
    expect(needServedBuilds).toEqual(['byte budgets', 'browser tests']);
    expect(byName('unit tests').needs).toEqual([]);
    expect(byName('stories').needs).toEqual([DEBIAN_PACKAGES]);
  });

  it('runs a step whose needs passed, and names the first need that failed or was not run', () => {
    const browserTests = byName('browser tests');
    expect(unmetNeed(browserTests, outcomesOf([{ name: 'served builds', code: 0 }]))).toBeUndefined();
    expect(unmetNeed(browserTests, outcomesOf([{ name: 'served builds', code: 2 }]))).toBe('served builds');
    const notRun = outcomesOf([{ name: 'served builds', notRunFor: DEBIAN_PACKAGES }]);
    expect(unmetNeed(browserTests, notRun)).toBe('served builds');
  });

  it('does not run the unit tests on what failed before them: they need nothing', () => {
    const failedBefore = outcomesOf([{ name: 'types, ESLint, Prettier', code: 1 }]);
    expect(unmetNeed(byName('unit tests'), failedBefore)).toBeUndefined();
  });

  it('refuses a need that has not run yet (a step listed before what it needs)', () => {
    expect(() => unmetNeed({ name: 'early', needs: ['later'] }, new Map())).toThrow('"early" needs "later"');
  });
});

describe("the runners' reports", () => {
  it('names each failed Vitest test by file and titles, and a file that did not load as an error', () => {
    const report = {
      numPassedTests: 3,
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { ancestorTitles: ['the form'], title: 'saves', status: 'failed' },
            { ancestorTitles: ['the form'], title: 'cancels', status: 'passed' },
          ],
        },
        { name: '/repo/src/b.test.ts', status: 'failed', message: 'Cannot find module\n  at …', assertionResults: [] },
      ],
    };
    expect(vitestResults(report, '/repo')).toEqual({
      passed: 3,
      failed: ['src/a.test.ts › the form › saves'],
      flaky: [],
      errors: ['src/b.test.ts: Cannot find module'],
    });
  });

  it('names failed and flaky Playwright tests with their project, and errors outside any test', () => {
    const test = (projectName: string, status: string) => ({ projectName, status });
    const report = {
      stats: { expected: 5 },
      errors: [{ message: 'Error: Timed out waiting 30000ms from config.webServer.\nmore' }],
      suites: [
        {
          title: 'session/sign-in.spec.ts',
          specs: [{ title: 'signs in', tests: [test('demo', 'unexpected'), test('production', 'expected')] }],
          suites: [{ title: 'after a reload', specs: [{ title: 'stays', tests: [test('demo', 'flaky')] }] }],
        },
      ],
    };
    expect(playwrightResults(report)).toEqual({
      passed: 5,
      failed: ['[demo] session/sign-in.spec.ts › signs in'],
      flaky: ['[demo] session/sign-in.spec.ts › after a reload › stays'],
      errors: ['Error: Timed out waiting 30000ms from config.webServer.'],
    });
  });
});

describe("npm test's closing summary", () => {
  const results = (passed: number, failed: string[] = [], flaky: string[] = []) => ({
    passed,
    failed,
    flaky,
    errors: [],
  });

  it('lists every failed test by step, the steps not run and why, the flaky tests apart, and fails', () => {
    const { lines, failed } = summarize([
      { name: 'types, ESLint, Prettier', code: 0 },
      { name: 'unit tests', code: 1, results: results(700, ['src/a.test.ts › saves']) },
      { name: 'served builds', code: 1 },
      { name: 'byte budgets', notRunFor: 'served builds' },
      { name: 'stories', code: 0, results: results(250) },
      { name: 'static Storybook', code: 1, results: results(370, [], ['[visual] Topic bar › dark']) },
      { name: 'browser tests', notRunFor: 'served builds' },
    ]);
    expect(failed).toBe(true);
    expect(lines).toEqual([
      'Failed or not run, by step:',
      '  unit tests (exit code 1):',
      '    src/a.test.ts › saves',
      '  served builds (exit code 1):',
      '    no report of its tests: its output above says why',
      '  byte budgets: not run: needs served builds',
      '  static Storybook (exit code 1):',
      '    its flaky tests, below',
      '  browser tests: not run: needs served builds',
      '',
      'Flaky tests (passed only on a retry, counted as failed): 1',
      '  static Storybook: [visual] Topic bar › dark',
      '',
      '1320 passed, 2 failed; steps failed: unit tests, served builds, static Storybook; not run: byte budgets, browser tests',
    ]);
  });

  it('passes when every step passed, with the counts of all reports', () => {
    const { lines, failed } = summarize([
      { name: 'unit tests', code: 0, results: results(717) },
      { name: 'browser tests', code: 0, results: results(187) },
    ]);
    expect(failed).toBe(false);
    expect(lines).toEqual([
      'Every step passed.',
      '',
      'Flaky tests (passed only on a retry, counted as failed): 0',
      '',
      '904 passed, 0 failed',
    ]);
  });

  it('says a step without failed tests in its report failed all the same (an error before any test)', () => {
    const { lines, failed } = summarize([{ name: 'stories', code: 1, results: results(0) }]);
    expect(failed).toBe(true);
    expect(lines.slice(0, 3)).toEqual([
      'Failed or not run, by step:',
      '  stories (exit code 1):',
      '    no failed test in its report: its output above says why',
    ]);
  });

  it('keeps the time of each step and its share of the cores, and says which did not run', () => {
    expect(
      timeTable(
        [
          { name: 'unit tests', code: 0, seconds: 80, cpuSeconds: 144 },
          { name: 'browser tests', notRunFor: 'served builds' },
        ],
        2,
        100,
      ),
    ).toEqual([
      'Time of each step, and how busy it kept the 2 cores:',
      `  ${'unit tests'.padEnd(46)}   80.0 s   90 %`,
      `  ${'browser tests'.padEnd(46)} not run: needs served builds`,
      `  ${'in all'.padEnd(46)}  100.0 s`,
    ]);
  });
});
