import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every requirement number cited in the code, the tests and the docs (`R2.14`, `R2.43-R2.46`) must be
 * one docs/requirements.md defines: a comment that cites a rule that does not exist, or that a rule
 * was renumbered under, sends the reader to the wrong promise (issue 51 found one for a rule 9.12).
 */
const REQUIREMENTS = 'docs/requirements.md';
const SEARCHED = ['src', 'e2e', 'e2e-storybook', 'scripts', 'conformance', 'docs', 'mock-pages', 'README.md'];
/** Pictures, videos, PDFs and fonts: nothing cites a rule there, and their bytes can look like `R1.2`. */
const NOT_TEXT = /\.(png|jpe?g|webp|gif|ico|mp4|webm|pdf|woff2?|ttf|zip|gz)$/i;
const CITATION = /\bR(\d+)\.(\d+)\b/g;
const DEFINITION = /^- \*\*(R\d+\.\d+)\*\*/gm;

/** The rule numbers a requirements text defines (each rule is a list item that starts `- **R2.14**`). */
export function definedRules(requirements: string): Set<string> {
  return new Set([...requirements.matchAll(DEFINITION)].map((match) => match[1] as string));
}

/** Each citation in `text` of a rule not in `defined`, as `file:line: R<n>.<n>`. */
export function unknownCitations(file: string, text: string, defined: ReadonlySet<string>): string[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(CITATION)]
      .map((match) => match[0])
      .filter((rule) => !defined.has(rule))
      .map((rule) => `${file}:${index + 1}: ${rule}`),
  );
}

function textFiles(path: string): string[] {
  if (statSync(path).isFile()) return NOT_TEXT.test(path) ? [] : [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((file) => join(path, file))
    .filter((file) => !file.includes('node_modules') && !NOT_TEXT.test(file) && statSync(file).isFile());
}

describe('requirement numbers cited in code, tests and docs', () => {
  it(`are all defined in ${REQUIREMENTS}`, () => {
    const defined = definedRules(readFileSync(REQUIREMENTS, 'utf8'));
    expect(defined.size).toBeGreaterThan(100);
    const unknown = SEARCHED.flatMap(textFiles).flatMap((file) =>
      unknownCitations(file, readFileSync(file, 'utf8'), defined),
    );
    expect(unknown, `cited, but not defined in ${REQUIREMENTS}:\n${unknown.join('\n')}`).toEqual([]);
  });

  it('name the file and line of a rule that does not exist, and pass the ends of a range that do', () => {
    const defined = definedRules('- **R9.4** Messages stay 5 s.\n- **R2.43** One tab.\n- **R2.46** Table.\n');
    const missing = ['R9', '12'].join('.'); // written whole, this file would cite it
    const text = `/** How long (${missing}). */\nconst a = 1; // R2.43-R2.46\n// R9.4, not SR9.40 or R9.4x\n`;
    expect(unknownCitations('src/x.ts', text, defined)).toEqual([`src/x.ts:1: ${missing}`]);
  });
});
