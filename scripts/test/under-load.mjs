#!/usr/bin/env node
/**
 * Runs a test command with the machine busy, so that a test that depends on timing fails here and not
 * on CI: one core spins for as long as the command runs (`--hogs N` for more), as a second suite or a
 * build beside it would.
 *   npm run test:loaded -- npx playwright test e2e/reports/saved-views.spec.ts --repeat-each=5 --retries=0
 * The spinning stops with the command, and after an hour in any case.
 */
import { spawn } from 'node:child_process';
import process from 'node:process';

// Only a leading `--hogs N` is ours: everything after it is the command, with its own options.
const args = process.argv.slice(2);
const hogCount = args[0] === '--hogs' ? Number(args[1]) : 1;
const positionals = args[0] === '--hogs' ? args.slice(2) : args;
if (positionals.length === 0 || !(hogCount >= 1)) {
  console.error('Usage: npm run test:loaded -- [--hogs N] <test command...>');
  process.exit(2);
}

const ONE_HOUR_MS = 60 * 60 * 1000;
const spin = `const end = Date.now() + ${ONE_HOUR_MS}; while (Date.now() < end) {}`;
const hogs = Array.from({ length: hogCount }, () => spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }));
console.log(`under-load: ${hogs.length} core(s) kept busy while "${positionals.join(' ')}" runs`);

const stopHogs = () => hogs.forEach((hog) => hog.kill());
const command = spawn(positionals[0], positionals.slice(1), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => command.kill(signal));
command.on('exit', (code, signal) => {
  stopHogs();
  process.exit(code ?? (signal ? 1 : 0));
});
