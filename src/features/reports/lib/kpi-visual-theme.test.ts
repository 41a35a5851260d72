import { DEFAULT_THEME } from '@mantine/core';
import { resolveColor } from '@/app/design/resolved-theme';
import { describe, expect, it } from 'vitest';
import { themeErrors } from '@/mocks/report-host/theme-json';
import { kpiVisualTheme } from './kpi-visual-theme';
import { visualEmbedConfig } from './visual-embed-config';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(one: string, other: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const { gray } = DEFAULT_THEME.colors;

describe("the numbers' report theme", () => {
  it.each([
    ['light', gray[9], '#ffffff'],
    // The card's surface token as the theme resolves it (dark.6 since the tenth grade: cards above the page).
    ['dark', gray[0], resolveColor('--portal-surface', 'dark')],
  ] as const)(
    'in %s draws the figure in the portal’s text colour on its section’s surface',
    (scheme, text, surface) => {
      const { themeJson } = kpiVisualTheme(scheme);
      expect(themeJson.textClasses.callout.color).toBe(text);
      expect(themeJson.foreground).toBe(text);
      expect(themeJson.background).toBe(surface);
      // The figure bold (700, the KPI numbers' weight), the label regular: Power BI names its weights as faces.
      expect(themeJson.textClasses.callout.fontFace).toMatch(/^'Segoe UI Bold', .*sans-serif$/);
      expect(themeJson.textClasses.label.fontFace).toMatch(/^'Segoe UI', .*sans-serif$/);
    },
  );

  it.each(['light', 'dark'] as const)('in %s has a dimmed label and sentiment colours that pass AA', (scheme) => {
    const { themeJson } = kpiVisualTheme(scheme);
    const { background, good, bad, textClasses } = themeJson;
    for (const colour of [textClasses.label.color, good, bad])
      expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
    // Dimmed: a label is less prominent than its figure.
    expect(contrast(textClasses.label.color, background)).toBeLessThan(contrast(textClasses.callout.color, background));
    expect(good).not.toBe(bad);
  });

  it('draws a 28 px figure, 24 px on a phone where the numbers sit two to a row', () => {
    // Power BI's sizes are points: 21 pt = 28 px, 18 pt = 24 px.
    expect(kpiVisualTheme('light').themeJson.textClasses.callout.fontSize).toBe(21);
    expect(kpiVisualTheme('dark', true).themeJson.textClasses.callout.fontSize).toBe(18);
  });

  it('labels the figure at 10 pt (13 px), the size of the portal’s small print, not Power BI’s 9 pt', () => {
    for (const phone of [false, true])
      expect(kpiVisualTheme('light', phone).themeJson.textClasses.label.fontSize).toBe(10);
  });

  it('is a theme the report host accepts in both schemes', () => {
    expect([...themeErrors(kpiVisualTheme('light')), ...themeErrors(kpiVisualTheme('dark'))]).toEqual([]);
  });

  it('is what a visual is embedded with, for the colour scheme and a phone', () => {
    const source = { reportId: 'r', embedUrl: 'https://app.powerbi.com/reportEmbed', accessToken: 't' };
    for (const colorScheme of ['light', 'dark'] as const) {
      const config = visualEmbedConfig({ ...source, colorScheme, pageName: 'p', visualName: 'v' });
      expect(config.theme).toEqual(kpiVisualTheme(colorScheme));
      const onPhone = visualEmbedConfig({ ...source, colorScheme, phone: true, pageName: 'p', visualName: 'v' });
      expect(onPhone.theme).toEqual(kpiVisualTheme(colorScheme, true));
    }
  });
});
