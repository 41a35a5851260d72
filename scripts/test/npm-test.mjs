#!/usr/bin/env node
/**
 * `npm test`: every check (scripts/test/test-steps.mjs). A step that fails does not stop the run: the
 * later steps run unless they need the failed one. Then the time of each step, every failed test by
 * step, the steps not run and why, the flaky tests by name and one closing line of counts (what CI reads);
 * the exit status is non-zero when anything failed or did not run.
 *
 * Debian's packages (Chromium, nginx) install in the background from the start, since apt waits on the
 * network and the disk while the first steps use the CPU; the steps that need them wait for them.
 *
 * "Flaky means failing": under CI, Playwright retries a failed test once only to record its trace
 * (playwright.config.ts), and `failOnFlakyTests` fails the run all the same; each is listed here.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import process from 'node:process';
import { REPORTS_DIR, readTestResults } from './test-reports.mjs';
import { DEBIAN_PACKAGES, STAGES, summarize, timeTable, unmetNeed } from './test-steps.mjs';

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
/** @type {Map<string, import('./test-steps.mjs').Outcome>} in the order the steps ended */
const outcomes = new Map();
/** Group lines ("… side by side") for the time table, after their steps. */
const timeRows = [];

/** The background install's outcome, the first time a step needs it. */
async function awaitDebianPackages() {
  if (outcomes.has(DEBIAN_PACKAGES)) return;
  const { code, seconds, output } = await debianPackages;
  process.stdout.write(output);
  const outcome = { name: DEBIAN_PACKAGES, code, seconds, cpuSeconds: Number.NaN };
  outcomes.set(DEBIAN_PACKAGES, outcome);
  timeRows.push({ ...outcome, name: `${DEBIAN_PACKAGES} (in the background)` });
}

/**
 * Runs a stage's steps side by side: the first prints as it goes, the others' output follows when each
 * ends (so no two interleave). With more than one, the cores' busy share is the group's: one line after
 * its steps' times.
 */
async function runStage(steps) {
  const cpuAtStart = busyCpuSeconds();
  const started = Date.now();
  const together = steps.length > 1;
  const results = await Promise.all(
    steps.map(async (step, index) => {
      const quiet = index > 0;
      console.log(`\n▶ ${step.name}${quiet ? ' (beside the first, its output when it ends)' : ''}: ${step.command}`);
      const result = await run(step.command, { quiet });
      if (quiet) process.stdout.write(`\n▶ ${step.name}, ended:\n${result.output}`);
      const results = step.report && readTestResults(step.report);
      return {
        name: step.name,
        code: result.code,
        seconds: result.seconds,
        results,
        cpuSeconds: together ? Number.NaN : result.cpuSeconds,
      };
    }),
  );
  for (const outcome of results) {
    outcomes.set(outcome.name, outcome);
    timeRows.push(outcome);
  }
  if (together) {
    const name = `  ${steps.map((step) => step.name).join(' and ')}, side by side`;
    timeRows.push({ name, code: 0, seconds: (Date.now() - started) / 1000, cpuSeconds: busyCpuSeconds() - cpuAtStart });
  }
}

for (const stage of STAGES) {
  if (stage.some((step) => step.needs.includes(DEBIAN_PACKAGES))) await awaitDebianPackages();
  const runnable = [];
  for (const step of stage) {
    const need = unmetNeed(step, outcomes);
    if (need === undefined) runnable.push(step);
    else {
      console.log(`\n▷ ${step.name}: not run, it needs "${need}", which did not pass`);
      const outcome = { name: step.name, notRunFor: need };
      outcomes.set(step.name, outcome);
      timeRows.push(outcome);
    }
  }
  if (runnable.length > 0) await runStage(runnable);
}
await awaitDebianPackages();

console.log('');
for (const line of timeTable(timeRows, cpus().length, (Date.now() - runStarted) / 1000)) console.log(line);
const summary = summarize([...outcomes.values()]);
console.log('');
for (const line of summary.lines) console.log(line);
process.exit(summary.failed ? 1 : 0);
