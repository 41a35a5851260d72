import { describe, expect, it } from 'vitest';
import { DARK_DIMMED, DARK_PALETTE } from '@/shared/ui/dark-palette';
import { contrastRatio, resolveColor, resolvedTheme } from './resolved-theme';

describe('the resolved theme of the Foundations page', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // WCAG's own example pair: #767676 on white is 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it("follows the portal's CSS variables to the theme's palette, per scheme", () => {
    expect(resolveColor('--mantine-color-dimmed', 'light')).toBe(resolvedTheme.colors.gray[7]);
    expect(resolveColor('--mantine-color-dimmed', 'dark')).toBe(DARK_DIMMED);
    expect(resolveColor('--mantine-color-body', 'dark')).toBe(DARK_PALETTE[7]);
    expect(resolveColor('--mantine-primary-color-filled', 'light')).toBe(resolvedTheme.colors.blue[8]);
  });

  it('keeps dimmed text apart from body text in dark (1.5:1 or more) and AA on the body', () => {
    const text = resolveColor('--mantine-color-text', 'dark');
    const dimmed = resolveColor('--mantine-color-dimmed', 'dark');
    expect(contrastRatio(text, dimmed)).toBeGreaterThanOrEqual(1.5);
    expect(contrastRatio(dimmed, resolveColor('--mantine-color-body', 'dark'))).toBeGreaterThanOrEqual(4.5);
    expect(resolveColor('--mantine-color-text', 'light')).not.toBe('#000');
  });

  it('puts sections a step above the page in dark, every text colour still AA on them', () => {
    expect(resolveColor('--portal-surface', 'dark')).toBe(resolvedTheme.colors.dark[6]);
    expect(resolveColor('--mantine-color-body', 'dark')).toBe(resolvedTheme.colors.dark[7]);
    for (const scheme of ['light', 'dark'] as const) {
      const card = resolveColor('--portal-surface', scheme);
      for (const text of [
        '--mantine-color-text',
        '--mantine-color-dimmed',
        '--mantine-color-anchor',
        '--mantine-color-error',
        '--portal-color-error-text',
        '--portal-color-success-text',
        '--portal-color-link-text',
      ])
        expect(contrastRatio(resolveColor(text, scheme), card), `${text} in ${scheme}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('names a variable the theme does not define', () => {
    expect(() => resolveColor('--no-such-colour', 'light')).toThrow(/--no-such-colour/);
  });
});
