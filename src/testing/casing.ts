/**
 * Casing (Foundations, "Buttons"; the grade of 2026-12-01, finding 7): every label of the portal's own is sentence
 * case. Title Case stays only where the specification fixes the words; each such label is named here with the rule of
 * docs/requirements.md that quotes it (`casing.test.ts` in src/app/design checks that each rule still does). Each
 * feature's texts are checked by a `casing.test.ts` of its own (features import no other feature's internals).
 */
import { expect } from 'vitest';

/** The specification's words, kept in Title Case, each with the rule that quotes it. */
export const FIXED_BY_THE_SPECIFICATION: Readonly<Record<string, string>> = {
  'Hold To Peek': 'R2.10',
  'Go Back': 'R2.33',
  'Full Screen': 'R2.40',
  'Your Profile': 'R2.6',
  'Change Password': 'R2.6',
  'Dashboard Login': 'R2.42',
  'Sign Out': 'R2.22',
  'Register / Forgot Password': 'R2.8',
  'Account Settings': 'R2.27',
  'Verify Email': 'R4.7',
  'Verify Code': 'R4.7',
  'Set New Password': 'R4.7',
  'Reset Successful': 'R4.7',
  'Metric Category': 'R2.46',
  'Metric Description/Calculation': 'R2.46',
};

/** Names, not labels: a topic's title and a product's keep their capitals inside a sentence-case label. */
const NAMES = ['Quick Wins', 'Market Intelligence', 'Power BI'];

function* texts(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (typeof value === 'function') {
    // A text made from its arguments: with neutral ones, its own words.
    const made: unknown = (value as (...args: unknown[]) => unknown)('x', 'y', 'z');
    if (typeof made === 'string') yield [`${path}()`, made];
  } else if (value && typeof value === 'object')
    for (const [key, entry] of Object.entries(value)) yield* texts(entry, `${path}.${key}`);
}

/** A label: no sentence inside it (a sentence's capitals follow its full stop), of more than one word. */
const isLabel = (text: string) => !/[.!?…]/.test(text) && text.trim().split(/\s+/).length > 1;

/** The words after the first that start with a capital, leaving out quotes and names (not "NaN", not "KPIs"). */
function titleCaseWords(label: string): string[] {
  let rest = label.replace(/"[^"]*"/g, '');
  for (const name of NAMES) rest = rest.replaceAll(name, '');
  return rest
    .trim()
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^[A-Z][a-z]+(?![A-Za-z])/.test(word));
}

/** Every label among `modules`' texts (strings, nested, or made by functions) is sentence case or the spec's. */
export function expectSentenceCaseLabels(modules: Record<string, unknown>, atLeast: number) {
  const labels = Object.entries(modules)
    .flatMap(([name, value]) => [...texts(value, name)])
    .filter(([, text]) => isLabel(text));
  expect(labels.length).toBeGreaterThanOrEqual(atLeast);
  const titleCase = labels
    .filter(([, text]) => !(text in FIXED_BY_THE_SPECIFICATION) && titleCaseWords(text).length > 0)
    .map(([path, text]) => `${path}: ${text}`);
  expect(titleCase).toEqual([]);
}
