/** Sentence case for this module's labels, Title Case only for the specification's words (src/testing/casing.ts). */
import { it } from 'vitest';
import { expectSentenceCaseLabels } from '@/testing/casing';
import * as metricsTexts from './constants';

it('writes every label in sentence case, but for the words the specification fixes', () => {
  expectSentenceCaseLabels({ metricsTexts }, 10);
});
