/** Sentence case for this module's labels, Title Case only for the specification's words (src/testing/casing.ts). */
import { it } from 'vitest';
import { expectSentenceCaseLabels } from '@/testing/casing';
import * as deploymentTexts from './constants';

it('writes every label in sentence case, but for the words the specification fixes', () => {
  expectSentenceCaseLabels({ deploymentTexts }, 1);
});
