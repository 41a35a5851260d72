import { afterEach } from 'vitest';

/**
 * A test that logs a console error or warning it did not expect fails: such output is a React or
 * library warning, a failed call, or an error the code meant to show, and a green run would hide it.
 * A test that expects one replaces the console method with its own spy
 * (`vi.spyOn(console, 'error').mockImplementation(...)`) and asserts on it. What is printed is
 * short (an element as its tag, an error as its message), never a dump of React's fibers.
 */
type Level = 'error' | 'warn';

const GUARD = Symbol.for('portal.failOnConsole');
type Guarded = typeof globalThis & { [GUARD]?: string[] };

function brief(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof Element !== 'undefined' && value instanceof Element) return `<${value.tagName.toLowerCase()}>`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Messages the running test has said it expects (cleared after each test). */
const allowed: { level: Level; pattern: RegExp }[] = [];

/**
 * Lets the running test log console messages of `level` that match `pattern` (say, a library's
 * warning about what jsdom lacks); the caller says why in a comment. Other messages still fail it.
 */
export function allowConsole(level: Level, pattern: RegExp): void {
  allowed.push({ level, pattern });
}

function installGuard(): string[] {
  const logged: string[] = [];
  for (const level of ['error', 'warn'] satisfies Level[]) {
    const print = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const line = args.map(brief).join(' ');
      if (allowed.some((entry) => entry.level === level && entry.pattern.test(line))) return;
      logged.push(`console.${level}: ${line}`);
      print(line);
    };
  }
  return logged;
}

/** Called by the setup file, which runs for every test file (this module may be loaded once for all). */
export function failOnUnexpectedConsole(): void {
  // The unit project shares one module graph between files (isolate: false): one guard for them all.
  const guarded = globalThis as Guarded;
  const logged = (guarded[GUARD] ??= installGuard());
  afterEach(() => {
    allowed.length = 0;
    const unexpected = logged.splice(0);
    if (unexpected.length > 0) {
      throw new Error(
        `The test logged ${unexpected.length} unexpected console message(s); a test that expects one spies on console:\n` +
          unexpected.join('\n'),
      );
    }
  });
}
