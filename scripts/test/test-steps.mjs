/**
 * npm test's steps, what each needs, and its closing summary: the pure part of scripts/test/npm-test.mjs
 * (unit-tested in test-steps.test.ts).
 *
 * A step that fails does not stop the run: every later step runs unless a step it needs did not pass,
 * so one red run says all that is red. A step needs another only when it cannot run without what that
 * one makes or checks: the browser steps need Debian's Chromium and nginx; the byte budgets and the
 * browser tests need the served builds.
 */
import { REPORTS_DIR, vitestJsonReporter } from './test-reports.mjs';

/** Installed in the background from the start (apt waits on the network and the disk). */
export const DEBIAN_PACKAGES = 'Debian packages';
const SERVED_BUILDS = 'served builds';

/**
 * @typedef {{ name: string, command: string, needs: string[], report?: { kind: 'vitest' | 'playwright', path: string } }} Step
 * Each stage is a list of steps run side by side (one step, mostly).
 * @type {Step[][]}
 */
export const STAGES = [
  [{ name: 'contract lint', command: 'npm run lint:api', needs: [] }],
  [{ name: 'generated files fresh', command: 'npm run check:api', needs: [] }],
  [{ name: 'contract changes since the release', command: 'npm run contract:changes', needs: [] }],
  [{ name: 'types, ESLint, Prettier', command: 'npx run-p --aggregate-output typecheck lint', needs: [] }],
  [
    {
      name: 'unit tests',
      command: `npx vitest run --project unit --project unit-own-modules ${vitestJsonReporter('unit')}`,
      needs: [],
      report: { kind: 'vitest', path: `${REPORTS_DIR}/vitest-unit.json` },
    },
  ],
  // It waits for nginx itself (scripts/test/test-contract.mjs), so it overlaps the packages' install.
  [{ name: 'conformance kit', command: 'npm run test:contract', needs: [] }],
  [{ name: SERVED_BUILDS, command: 'node scripts/test/build-served.mjs', needs: [DEBIAN_PACKAGES] }],
  [
    {
      name: 'byte budgets',
      command: 'node scripts/bench/bench-bundle.mjs --budget --no-build',
      needs: [SERVED_BUILDS],
    },
  ],
  // The browser tests alone: their journeys wait on timers and on pages that must answer in seconds (a sign-out is
  // four page loads), and beside the two story runs the cores were so far behind that such waits ran out (CI,
  // 2026-12-02: seven sign-out journeys failed after 10 s, a sign-in alone took 30 s; each passed with the cores
  // to itself).
  [
    {
      name: 'browser tests',
      command: 'npx playwright test',
      needs: [SERVED_BUILDS],
      report: { kind: 'playwright', path: `${REPORTS_DIR}/playwright-browser.json` },
    },
  ],
  // The two story runs side by side: each renders stories and waits on them, so together they fill the cores.
  [
    {
      name: 'stories',
      command: `npx vitest run --project storybook ${vitestJsonReporter('stories')}`,
      needs: [DEBIAN_PACKAGES],
      report: { kind: 'vitest', path: `${REPORTS_DIR}/vitest-stories.json` },
    },
    {
      // Builds the static Storybook, then its tests: docs pages, and every story against the visual baseline.
      name: 'static Storybook',
      command: 'node scripts/test/storybook-static.mjs',
      needs: [DEBIAN_PACKAGES],
      report: { kind: 'playwright', path: `${REPORTS_DIR}/playwright-storybook-static.json` },
    },
  ],
];

/**
 * @typedef {{ name: string, code?: number, notRunFor?: string, seconds?: number, cpuSeconds?: number,
 *   results?: import('./test-reports.mjs').TestResults }} Outcome
 * `code` for a step that ran; `notRunFor` names the step it needed that did not pass.
 */

/**
 * The first step that `step` needs and that did not pass (failed, or was not run itself), or undefined
 * when it can run. A need with no outcome yet is a mistake in STAGES (a step must come after its needs).
 * @param {Pick<Step, 'name' | 'needs'>} step
 * @param {Map<string, Outcome>} outcomes
 */
export function unmetNeed(step, outcomes) {
  for (const need of step.needs) {
    const outcome = outcomes.get(need);
    if (!outcome) throw new Error(`"${step.name}" needs "${need}", which has not run before it`);
    if (outcome.code !== 0) return need;
  }
  return undefined;
}

const failedStep = (outcome) => outcome.notRunFor === undefined && outcome.code !== 0;

/**
 * The closing lines: the failed tests by step (or a step's exit when it wrote no report of its tests),
 * the steps not run and why, the flaky tests apart, and one line of counts (what CI reads).
 * @param {Outcome[]} outcomes in the order the steps ran
 * @returns {{ lines: string[], failed: boolean }}
 */
export function summarize(outcomes) {
  const lines = [];
  let passed = 0;
  let failedTests = 0;
  const flaky = [];
  for (const outcome of outcomes) {
    const { name, code, notRunFor, results } = outcome;
    if (results) {
      passed += results.passed;
      failedTests += results.failed.length;
      flaky.push(...results.flaky.map((title) => `${name}: ${title}`));
    }
    if (notRunFor !== undefined) {
      lines.push(`  ${name}: not run: needs ${notRunFor}`);
      continue;
    }
    const failures = [...(results?.failed ?? []), ...(results?.errors ?? [])];
    if (code === 0 && failures.length === 0) continue;
    lines.push(`  ${name} (exit code ${code}):`);
    if (failures.length > 0) lines.push(...failures.map((title) => `    ${title}`));
    else if (results?.flaky.length) lines.push('    its flaky tests, below');
    else
      lines.push(
        `    ${results ? 'no failed test in its report' : 'no report of its tests'}: its output above says why`,
      );
  }
  const stepsFailed = outcomes.filter(failedStep).map((outcome) => outcome.name);
  const notRun = outcomes.filter((outcome) => outcome.notRunFor !== undefined).map((outcome) => outcome.name);
  const failed = stepsFailed.length > 0 || notRun.length > 0 || failedTests > 0 || flaky.length > 0;
  return {
    failed,
    lines: [
      lines.length > 0 ? 'Failed or not run, by step:' : 'Every step passed.',
      ...lines,
      '',
      `Flaky tests (passed only on a retry, counted as failed): ${flaky.length}`,
      ...flaky.map((title) => `  ${title}`),
      '',
      [
        `${passed} passed, ${failedTests + flaky.length} failed`,
        stepsFailed.length > 0 && `steps failed: ${stepsFailed.join(', ')}`,
        notRun.length > 0 && `not run: ${notRun.join(', ')}`,
      ]
        .filter(Boolean)
        .join('; '),
    ],
  };
}

/**
 * The time of each step and its share of the cores (empty for steps side by side: their group's line
 * has it), and the steps not run.
 * @param {Outcome[]} outcomes
 */
export function timeTable(outcomes, cores, totalSeconds) {
  const row = (name, value) => `  ${name.padEnd(46)} ${value}`;
  return [
    `Time of each step, and how busy it kept the ${cores} cores:`,
    ...outcomes.map(({ name, notRunFor, seconds = 0, cpuSeconds = Number.NaN }) => {
      if (notRunFor !== undefined) return row(name, `not run: needs ${notRunFor}`);
      const busy = Number.isNaN(cpuSeconds)
        ? ''
        : ` ${((100 * cpuSeconds) / (seconds * cores)).toFixed(0).padStart(4)} %`;
      return row(name, `${seconds.toFixed(1).padStart(6)} s${busy}`);
    }),
    row('in all', `${totalSeconds.toFixed(1).padStart(6)} s`),
  ];
}
