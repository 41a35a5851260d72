import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/requirements.md promises that every rule the portal carries out differently from the
 * specification says so: "Departs from the specification (what it says): why", the why being a
 * decision of docs/decisions or a sentence. The specification is not in the repository, so no test can
 * find a departure by itself; what it can check is that the places that know of one agree: a decision
 * written against a rule (its row in docs/decisions/README.md names the rule in brackets), a rule's
 * marker and the decision it links, and a comment that says a rule departs or that a failure is
 * "only logged" (issue 62 found ten such comments beside code that shows the failure).
 */
const REQUIREMENTS = 'docs/requirements.md';
const DECISIONS = 'docs/decisions';
const MARKER = 'Departs from the specification';
const RULE_LINE = /^- \*\*(R\d+\.\d+)\*\* (.*)$/gm;
const CITATION = /\bR\d+\.\d+\b/g;
const DECISION_LINK = /\]\(decisions\/([a-z0-9-]+\.md)\)/g;
const README_ROW = /^\| \[[^\]]+\]\(([a-z0-9-]+\.md)\)\s*\|(.*)\|\s*$/gm;
/** Where a comment can say that a rule departs or what a failure does. */
const COMMENTED = ['src', 'e2e', 'e2e-storybook', 'scripts', 'conformance', 'mock-pages', 'docs', 'README.md'];

export interface Rule {
  id: string;
  text: string;
}

export function rulesOf(requirements: string): Map<string, string> {
  return new Map([...requirements.matchAll(RULE_LINE)].map((match) => [match[1] as string, match[2] as string]));
}

/** What is wrong with one rule's marker: no bracket saying what the specification says, no reason. */
export function markerProblems({ id, text }: Rule, decisionExists: (file: string) => boolean): string[] {
  const at = text.indexOf(MARKER);
  if (at < 0) return [];
  const rest = text.slice(at + MARKER.length);
  const form = /^ \(([^)]*(?:\([^)]*\)[^)]*)*)\): (.+)$/.exec(rest);
  if (!form) return [`${id}: the marker must read "${MARKER} (what it says): why"`];
  const reason = form[2] as string;
  const links = [...reason.matchAll(DECISION_LINK)].map((match) => match[1] as string);
  const missing = links
    .filter((file) => !decisionExists(file))
    .map((file) => `${id}: links ${file}, which is not there`);
  const words = reason.replace(DECISION_LINK, '').replace(/\[[^\]]*\]/g, '');
  return links.length === 0 && words.split(/\s+/).length < 6
    ? [`${id}: the marker gives no reason`, ...missing]
    : missing;
}

/** The rules each decision departs from, as docs/decisions/README.md's rows name them in brackets. */
export function decisionRules(readme: string): Map<string, string[]> {
  return new Map(
    [...readme.matchAll(README_ROW)].map((match) => {
      const bracket = /\(((?:R\d+\.\d+(?:, )?)+)\)\s*$/.exec((match[2] as string).trim());
      return [match[1] as string, bracket ? ((bracket[1] as string).match(CITATION) ?? []) : []];
    }),
  );
}

/** A decision against a rule, and the rule has no marker linking it. */
export function unmarkedDepartures(rules: ReadonlyMap<string, string>, decisions: ReadonlyMap<string, string[]>) {
  return [...decisions].flatMap(([file, ids]) =>
    ids
      .filter(
        (id) => !(rules.get(id) ?? '').includes(MARKER) || !(rules.get(id) ?? '').includes(`](decisions/${file})`),
      )
      .map((id) => `${id}: ${file} departs from it, but the rule has no "${MARKER}" linking it`),
  );
}

/**
 * Comments that contradict the rules they cite: "departs from the specification (R2.21)" beside a rule
 * without the marker, and "only logged (R8.6)" beside a rule that does not say "only logged".
 */
export function contradictingComments(file: string, text: string, rules: ReadonlyMap<string, string>): string[] {
  return text.split('\n').flatMap((line, index) => {
    const claims = [
      { claim: 'departs', says: /departs from the spec/i, rule: (ruleText: string) => ruleText.includes(MARKER) },
      // What the portal does is the rule's text before the marker (the bracket after it is the specification's).
      {
        claim: 'only logged',
        says: /\bonly logged\b|\blogged only\b/i,
        rule: (ruleText: string) => /only logged|logged only/i.test(ruleText.split(MARKER)[0] as string),
      },
    ];
    const cited = line.match(CITATION) ?? [];
    return claims.flatMap(({ claim, says, rule }) =>
      says.test(line)
        ? cited
            .filter((id) => rules.has(id) && !rule(rules.get(id) as string))
            .map((id) => `${file}:${index + 1}: "${claim}" (${id}), which ${id} does not say`)
        : [],
    );
  });
}

function textFiles(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((file) => join(path, file))
    .filter((file) => !file.includes('node_modules') && /\.(ts|tsx|mjs|mts|js|md|mdx|html|yaml)$/.test(file))
    .filter((file) => statSync(file).isFile());
}

describe('rules that depart from the specification', () => {
  const requirements = readFileSync(REQUIREMENTS, 'utf8');
  const rules = rulesOf(requirements);

  it('each say what the specification says and why, with decisions that exist', () => {
    expect(rules.size, 'every rule is one line').toBe(requirements.match(/^- \*\*R\d+\.\d+\*\*/gm)?.length);
    const problems = [...rules].flatMap(([id, text]) =>
      markerProblems({ id, text }, (file) => existsSync(join(DECISIONS, file))),
    );
    expect(problems).toEqual([]);
  });

  it('carry the marker wherever a decision departs from them', () => {
    const decisions = decisionRules(readFileSync(join(DECISIONS, 'README.md'), 'utf8'));
    expect([...decisions.values()].flat().length).toBeGreaterThan(5);
    expect(unmarkedDepartures(rules, decisions)).toEqual([]);
    // And each decision a marker links names the rule, so the decision's reader finds it too.
    const unnamed = [...rules].flatMap(([id, text]) =>
      [...text.matchAll(DECISION_LINK)]
        .map((match) => match[1] as string)
        .filter((file) => !new Set(readFileSync(join(DECISIONS, file), 'utf8').match(CITATION)).has(id))
        .map((file) => `${file} does not name ${id}, which links it`),
    );
    expect(unnamed).toEqual([]);
  });

  it('are not contradicted by a comment in the code, the tests or the docs', () => {
    const found = COMMENTED.flatMap(textFiles)
      .filter((file) => file !== REQUIREMENTS && !file.endsWith('departures.test.ts'))
      .flatMap((file) => contradictingComments(file, readFileSync(file, 'utf8'), rules));
    expect(found, found.join('\n')).toEqual([]);
  });

  it('catch a decision without the marker, a marker without a reason and a comment against its rule', () => {
    const sample = rulesOf(
      [
        '- **R5.4** The phone keeps what was typed.',
        '- **R5.5** A picture is made smaller. Departs from the specification (refused): [shrunk](decisions/shrunk.md).',
        '- **R8.6** Sign-in errors are shown. Departs from the specification (logged): people wait.',
        '- **R9.4** Messages stay 5 s.',
      ].join('\n'),
    );
    const readme =
      '| [phone.md](phone.md) | the phone as typed (R5.4) |\n| [shrunk.md](shrunk.md) | smaller (R5.5) |\n';
    expect(unmarkedDepartures(sample, decisionRules(readme))).toEqual([
      `R5.4: phone.md departs from it, but the rule has no "${MARKER}" linking it`,
    ]);
    expect(markerProblems({ id: 'R8.6', text: sample.get('R8.6') as string }, () => true)).toEqual([
      'R8.6: the marker gives no reason',
    ]);
    expect(markerProblems({ id: 'R5.5', text: sample.get('R5.5') as string }, () => false)).toEqual([
      'R5.5: links shrunk.md, which is not there',
    ]);
    const comment = `// Dashboard login errors are ${'only'} logged (R8.6).\n// Departs from the ${'spec'}ification (R9.4).`;
    expect(contradictingComments('a.ts', comment, sample)).toEqual([
      `a.ts:1: "only logged" (R8.6), which R8.6 does not say`,
      `a.ts:2: "departs" (R9.4), which R9.4 does not say`,
    ]);
  });
});
