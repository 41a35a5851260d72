import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/app/design/resolved-theme';
import { DARK_DIMMED, DARK_PALETTE } from './dark-palette';

const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

describe("the dark scheme's greys", () => {
  it("are tinted cool, each at Mantine's grey's luminance, so every contrast measured on them holds", () => {
    for (const [index, shade] of DARK_PALETTE.entries()) {
      const [red, , blue] = channels(shade);
      expect(blue! - red!, shade).toBeGreaterThanOrEqual(10);
      // The same luminance: a ratio of 1 (to 2 %) against the template's grey of that step.
      expect(contrastRatio(shade, DEFAULT_THEME.colors.dark[index]!), shade).toBeLessThan(1.02);
    }
    expect(contrastRatio(DARK_DIMMED, '#969696')).toBeLessThan(1.02);
  });
});
