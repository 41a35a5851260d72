#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at the first that fails; then the time of each step, the
 * flaky tests by name and one closing line of counts (what CI reads).
 *
 * Debian's packages (Chromium, nginx) install in the background from the start, since apt waits on the
 * network and the disk while the first steps use the CPU; the browser steps wait for them.
 *
 * "Flaky means failing": under CI, Playwright retries a failed test once only to record its trace
 * (playwright.config.ts), and `failOnFlakyTests` fails the run all the same; each is listed here.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import process from 'node:process';
import { REPORTS_DIR, readPlaywrightReport, readVitestReport } from './test-reports.mjs';

const STEPS = [
  ['contract lint', 'npm run lint:api'],
  ['generated files fresh', 'npm run check:api'],
  ['contract changes since the release', 'npm run contract:changes'],
  ['types, ESLint, Prettier', 'npx run-p --aggregate-output typecheck lint'],
  ['unit tests', `npx vitest run --project unit --project unit-own-modules ${vitestJson('unit')}`],
  ['conformance kit', 'npm run test:contract'],
  ['served builds', 'node scripts/test/build-served.mjs'],
  ['byte budgets', 'node scripts/bench/bench-bundle.mjs --budget --no-build'],
  // Side by side: each alone kept the two cores about 70 % busy (their browsers wait on renders), so
  // together they fill them (measured on a fresh clone: 236 s together at 86 %, 258 s one after the other).
  [
    ['stories', `npx vitest run --project storybook ${vitestJson('stories')}`],
    // Builds the static Storybook, then its tests: docs pages, and every story against the visual baseline.
    ['static Storybook', 'node scripts/test/storybook-static.mjs'],
  ],
  ['browser tests', 'npx playwright test'],
];
/** The steps that need Debian's Chromium or nginx, and so wait for their install. */
const FIRST_BROWSER_STEP = 'served builds';

function vitestJson(name) {
  return `--reporter=default --reporter=json --outputFile.json=${REPORTS_DIR}/vitest-${name}.json`;
}

/**
 * The machine's busy CPU time so far, in seconds (all cores, from /proc/stat): a step's share of the
 * cores shows whether it is bound by them (near 100 %) or by waiting (time-outs, timers, the network).
 */
function busyCpuSeconds() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return Number.NaN;
  }
}

function run(command, { quiet = false } = {}) {
  const started = Date.now();
  const cpuAtStart = busyCpuSeconds();
  const child = spawn(command, { shell: true, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('exit', (code) =>
      resolve({
        code: code ?? 1,
        seconds: (Date.now() - started) / 1000,
        cpuSeconds: busyCpuSeconds() - cpuAtStart,
        output,
      }),
    ),
  );
}

rmSync(REPORTS_DIR, { recursive: true, force: true });
mkdirSync(REPORTS_DIR, { recursive: true });
const runStarted = Date.now();
const debianPackages = run('node scripts/test/ensure-debian-packages.mjs', { quiet: true });
const times = [];
let failed;

async function runAlone([name, command]) {
  console.log(`\n▶ ${name}: ${command}`);
  return { name, ...(await run(command)) };
}

/**
 * Runs steps side by side: the first prints as it goes, the others' output follows when each ends (so
 * no two interleave). The cores' busy share is the group's: one line after its steps' times.
 */
async function runTogether(steps) {
  const cpuAtStart = busyCpuSeconds();
  const started = Date.now();
  const results = await Promise.all(
    steps.map(async ([name, command], index) => {
      console.log(`\n▶ ${name}${index > 0 ? ' (beside the first, its output when it ends)' : ''}: ${command}`);
      const result = await run(command, { quiet: index > 0 });
      if (index > 0) process.stdout.write(`\n▶ ${name}, ended:\n${result.output}`);
      return { name, ...result, cpuSeconds: Number.NaN };
    }),
  );
  const together = { code: 0, seconds: (Date.now() - started) / 1000, cpuSeconds: busyCpuSeconds() - cpuAtStart };
  return [...results, { name: `  ${results.map((result) => result.name).join(' and ')}, side by side`, ...together }];
}

for (const step of STEPS) {
  const group = Array.isArray(step[0]) ? step : [step];
  const [[name]] = group;
  if (name === FIRST_BROWSER_STEP) {
    const { code, seconds, output } = await debianPackages;
    process.stdout.write(output);
    times.push(['Debian packages (in the background)', seconds, Number.NaN]);
    if (code !== 0) {
      failed = 'Debian packages';
      break;
    }
  }
  const results = group.length > 1 ? await runTogether(group) : [await runAlone(group[0])];
  for (const result of results) times.push([result.name, result.seconds, result.cpuSeconds]);
  failed = results.find((result) => result.code !== 0)?.name;
  if (failed) break;
}

const cores = cpus().length;
console.log(`\nTime of each step, and how busy it kept the ${cores} cores:`);
for (const [name, seconds, cpuSeconds] of times) {
  const busy = Number.isNaN(cpuSeconds) ? '' : `${((100 * cpuSeconds) / (seconds * cores)).toFixed(0).padStart(4)} %`;
  console.log(`  ${name.padEnd(46)} ${seconds.toFixed(1).padStart(6)} s ${busy}`);
}
console.log(`  ${'in all'.padEnd(46)} ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(6)} s`);

const reports = [
  ...['unit', 'stories'].map((name) => readVitestReport(`${REPORTS_DIR}/vitest-${name}.json`)),
  ...['playwright-browser', 'playwright-storybook-static'].map((name) =>
    readPlaywrightReport(`${REPORTS_DIR}/${name}.json`),
  ),
].filter(Boolean);
const flaky = reports.flatMap((report) => report.flaky);
console.log(`\nFlaky tests (passed only on a retry, counted as failed): ${flaky.length}`);
for (const title of flaky) console.log(`  ${title}`);

const passed = reports.reduce((sum, report) => sum + report.passed, 0);
const failedTests = reports.reduce((sum, report) => sum + report.failed, 0) + flaky.length;
if (failed) console.log(`\nnpm test stopped at "${failed}".`);
console.log(`\n${passed} passed, ${failedTests} failed`);
process.exit(failed || failedTests > 0 ? 1 : 0);
