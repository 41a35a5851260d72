/** Sentence case for this module's labels, Title Case only for the specification's words (src/testing/casing.ts). */
import { it } from 'vitest';
import { expectSentenceCaseLabels } from '@/testing/casing';
import * as sessionTexts from '@/session/constants';
import { HOLD_TO_PEEK } from '@/shared/ui/hold-to-peek-password-input';
import * as authTexts from './constants';

it('writes every label in sentence case, but for the words the specification fixes', () => {
  expectSentenceCaseLabels({ authTexts, sessionTexts, HOLD_TO_PEEK }, 20);
});
