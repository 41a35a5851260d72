import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as constantsDoor from './constants';
import * as door from './index';
import * as signedInDoor from './signed-in';

/**
 * Only the session changes the session (docs/architecture.md, "The session"). Held by what the doors
 * export and by what the rest of the app imports, read from the sources: no lint rule has to say it.
 * Tests, stories and src/testing set a session up directly and are not the app.
 */
const SRC = resolve(__dirname, '..');
const SESSION = resolve(SRC, 'session');
/** The session's entry files: everything outside src/session comes in through these. */
const DOORS = ['index', 'signed-in', 'constants'].map((name) => join(SESSION, name));

// Storage's own door defines the clears and the keys; the session decides when they run.
const NOT_THE_APP = /\.(test|stories)\.tsx?$|\.gen\.ts$|^testing\/|^shared\/storage\//;

function appFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === SESSION ? [] : appFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_THE_APP.test(relative(SRC, path)) ? [path] : [];
  });
}

/** Every module a file imports, static or lazy, resolved to a path without extension. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)'([^']+)'/gm)].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => specifier.startsWith('@/') || specifier.startsWith('.'))
    .map((specifier) =>
      specifier.startsWith('@/') ? join(SRC, specifier.slice(2)) : resolve(dirname(file), specifier),
    );
}

const insideSession = (path: string) => path === SESSION || path.startsWith(`${SESSION}/`);
const throughADoor = (path: string) => path === SESSION || DOORS.includes(path);

// What changes the session's stored record by hand: storage's clears, the keys only the session writes.
const HAND_WRITES = [
  /\bclear(AllBrowser|Tab)Storage\b/,
  /\bstorageKeys\.(userInfo|signOutPending|lastKnownPath|lastKnownPathUser|sessionGeneration|lastInputAt)\b/,
  /\b(write\w*|remove\w*)\(\s*storageKeys\.(dashboardToken|workplaceSignIn|providerSignOutDue)\b/,
];

/** A zustand store (or anything with a state to set), or a setter by name. */
function isWriter(name: string, value: unknown): boolean {
  if (/^(set|write|clear)[A-Z]|Store$/.test(name)) return true;
  return typeof value === 'function' && ('setState' in value || 'getState' in value);
}

function writersIn(exports: Record<string, unknown>): string[] {
  return Object.entries(exports).flatMap(([name, value]) => {
    const members = value !== null && typeof value === 'object' ? Object.entries(value) : [];
    return [
      ...(isWriter(name, value) ? [name] : []),
      ...members
        .filter(([member, memberValue]) => isWriter(member, memberValue))
        .map(([member]) => `${name}.${member}`),
    ];
  });
}

describe('only the session changes the session', () => {
  const files = appFiles(SRC);

  it('reads the whole app (the scan finds its files and their imports of the session)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => importsOf(file).some(insideSession)).length).toBeGreaterThan(20);
  });

  it('its doors export verbs and read-only views: no store, no setter, no token writer', () => {
    expect(writersIn({ ...door, ...signedInDoor, ...constantsDoor })).toEqual([]);
  });

  it('the app comes in through the doors only, never to a module behind them', () => {
    const behindTheDoor = files.flatMap((file) =>
      importsOf(file)
        .filter((path) => insideSession(path) && !throughADoor(path))
        .map((path) => `${relative(SRC, file)} imports ${relative(SRC, path)}`),
    );
    expect(behindTheDoor).toEqual([]);
  });

  it("nothing outside the session writes the session's stored record by hand", () => {
    const handWrites = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return HAND_WRITES.filter((pattern) => pattern.test(source)).map(
        (pattern) => `${relative(SRC, file)}: ${pattern}`,
      );
    });
    expect(handWrites).toEqual([]);
  });
});
