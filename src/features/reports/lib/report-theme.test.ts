import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { themeErrors } from '@/mocks/report-host/theme-json';
import { DARK_PALETTE } from '@/shared/ui/dark-palette';
import { reportThemeFor } from './report-theme';

const { gray } = DEFAULT_THEME.colors;
const dark = DARK_PALETTE;

describe("the dashboards' report theme", () => {
  it.each([
    ['light', '#ffffff', gray[9]],
    ['dark', dark[6], dark[0]],
  ] as const)(
    "in %s: the portal surface and ink, figures in the ink, not the report's own #118dff",
    (scheme, surface, ink) => {
      const theme = reportThemeFor(scheme);
      // Checked as the mock report host (and the service) imports a theme.
      expect(themeErrors(theme)).toEqual([]);
      const { themeJson } = theme as {
        themeJson: Record<string, unknown> & { textClasses: Record<string, { color: string; fontFace: string }> };
      };
      expect(themeJson.background).toBe(surface);
      expect(themeJson.foreground).toBe(ink);
      expect(themeJson.textClasses.callout!.color).toBe(ink);
      expect(JSON.stringify(themeJson).toLowerCase()).not.toContain('#118dff');
      // Power BI's face: the frame is the service's origin and cannot load the portal's Inter.
      expect(themeJson.textClasses.label!.fontFace).toMatch(/^'Segoe UI', /);
    },
  );
});
