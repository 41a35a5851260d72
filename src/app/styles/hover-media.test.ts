/**
 * Every `:hover` rule of the portal's own CSS is inside `@media (hover: hover)` (the eighth grade: on a touch screen a
 * tap leaves `:hover` on what it tapped, and home's topic link stayed tinted in the links' colour after it opened).
 * Keyboard focus has rules of its own (`:focus-visible`). Mantine's own hover rules are in the same media query.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCK_TOOLS_BUTTON_CSS } from '@/mocks/tools/mock-tools-button-place';

const src = resolve(__dirname, '../..');

/** Each rule's selector that says `:hover`, with the preludes of the blocks around it. */
function hoverRules(css: string): { selector: string; around: string[] }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: { selector: string; around: string[] }[] = [];
  const stack: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '{') {
      const prelude = text.slice(start, index).trim().replace(/\s+/g, ' ');
      if (!prelude.startsWith('@') && prelude.includes(':hover')) found.push({ selector: prelude, around: [...stack] });
      stack.push(prelude);
      start = index + 1;
    } else if (character === '}') {
      stack.pop();
      start = index + 1;
    } else if (character === ';') {
      start = index + 1;
    }
  }
  return found;
}

const onlyWhereHovered = (around: string[]) =>
  around.some((prelude) => prelude.startsWith('@media') && /\(\s*hover\s*:\s*hover\s*\)/.test(prelude));

const cssFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => join(src, file));

describe(':hover only where the pointer hovers', () => {
  it('finds the rules it checks (a parser that saw none would pass anything)', () => {
    const rules = cssFiles.flatMap((file) => hoverRules(readFileSync(file, 'utf8')));
    expect(rules.length).toBeGreaterThanOrEqual(10);
    expect(hoverRules('.a:hover { color: red; }')).toEqual([{ selector: '.a:hover', around: [] }]);
    expect(onlyWhereHovered(hoverRules('@media (hover: hover) { .a:hover { color: red; } }')[0]!.around)).toBe(true);
    expect(onlyWhereHovered(hoverRules('@media (max-width: 10em) { .a:hover { color: red; } }')[0]!.around)).toBe(
      false,
    );
  });

  it.each(cssFiles.map((file) => [relative(src, file), file]))('%s', (_name, file) => {
    const outside = hoverRules(readFileSync(file, 'utf8')).filter(({ around }) => !onlyWhereHovered(around));
    expect(outside.map(({ selector }) => selector)).toEqual([]);
  });

  it('the mock tools button, whose stylesheet is a string', () => {
    const rules = hoverRules(MOCK_TOOLS_BUTTON_CSS);
    expect(rules).not.toHaveLength(0);
    expect(rules.filter(({ around }) => !onlyWhereHovered(around)).map(({ selector }) => selector)).toEqual([]);
  });
});
