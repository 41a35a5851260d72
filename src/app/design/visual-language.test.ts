import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Keeps the screens on the visual language the Storybook Foundations write down ("Feedback" and
 * "Buttons"): an error is a field's own error or a FormAlert (src/shared/ui/form-alert.tsx), never a
 * line of coloured text; no button group fuses two actions into one control.
 */
const root = resolve(__dirname, '../../..');

/** The screens' own code: not tests, stories, the mock tools or the design pages that show the don'ts. */
function screenSources(dir = join(root, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['mocks', 'testing', 'design'].includes(entry.name) ? [] : screenSources(path);
    return /\.tsx$/.test(entry.name) && !/\.(test|stories)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** Places a rule allows, each with its reason. */
const ALLOWED: Record<string, string> = {
  // R4.8: the code's countdown turns red at 1 minute or less; a timer, not an error message.
  'src/features/auth/components/forgot-password/verify-code-step.tsx': 'error colour on the countdown',
};

const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'an error drawn as plain text (use FormAlert or the field error)', pattern: /<Text[^>]*role="alert"/s },
  { name: 'text in the error colour', pattern: /\bc=(?:"red"|\{?'?"?var\(--portal-color-error-text\))/ },
  { name: 'a Button.Group fusing separate actions (use Group gap="sm")', pattern: /<Button\.Group\b/ },
];

describe('the screens follow the visual language', () => {
  const sources = screenSources().map((path) => ({
    file: relative(root, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('finds the screens it checks', () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  it.each(RULES)('no screen has $name', ({ pattern }) => {
    const offenders = sources
      .filter(
        ({ file, text }) =>
          pattern.test(text) && !(file in ALLOWED && pattern.source.includes('portal-color-error-text')),
      )
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
