/**
 * Casing (src/testing/casing.ts): home's and the shell's labels in sentence case; and each Title Case label kept as the
 * specification's is still quoted, word for word, by the rule of docs/requirements.md it names.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXED_BY_THE_SPECIFICATION, expectSentenceCaseLabels } from '@/testing/casing';
import * as homeTexts from '../home/constants';

describe('casing', () => {
  it("writes home's labels in sentence case", () => {
    expectSentenceCaseLabels({ homeTexts }, 8);
  });

  it('keeps Title Case only for words the rules quote from the specification', () => {
    const rules = readFileSync(resolve(__dirname, '../../../docs/requirements.md'), 'utf8').split('\n');
    for (const [words, rule] of Object.entries(FIXED_BY_THE_SPECIFICATION)) {
      const line = rules.find((text) => text.startsWith(`- **${rule}**`));
      expect(line, `${rule} quotes "${words}"`).toContain(words);
    }
  });
});
