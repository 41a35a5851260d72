import { DEFAULT_THEME } from '@mantine/core';
import { DARK_DIMMED, DARK_PALETTE } from '@/shared/ui/dark-palette';
import type { models } from 'powerbi-client';

export type ReportColorScheme = 'light' | 'dark';

const { gray, blue, teal, red, yellow, violet, orange } = DEFAULT_THEME.colors;
const dark = DARK_PALETTE;

/**
 * Power BI's names for its face (a theme has no weight field: a weight is a face of its own), with the service's
 * web-font names and its fallbacks. The frame is the report service's origin: it cannot load the portal's Inter,
 * and a theme naming Inter would draw it only where the viewer has it installed, so the report keeps Segoe UI and
 * takes the portal's colours, sizes and weights (tenth grade, finding 2).
 */
const FACE = "'Segoe UI', wf_segoe-ui_normal, helvetica, arial, sans-serif";
const FIGURE_FACE = "'Segoe UI Semibold', wf_segoe-ui_semibold, helvetica, arial, sans-serif";

/**
 * The portal's colours as a report theme needs them (Mantine's palette, the portal's shades): the page's surface
 * (--portal-surface: white, dark.6) as the visuals' background, body text as the foreground, figures in the
 * headings' ink (not Power BI's #118dff), labels dimmed, the primary colour for the first series and the table's rule.
 */
const PORTAL = {
  light: {
    background: '#ffffff',
    foreground: gray[9],
    label: gray[7],
    accent: blue[8],
    good: teal[9],
    bad: red[9],
    dataColors: [blue[8], teal[7], yellow[8], red[8], violet[7], orange[8]],
  },
  dark: {
    background: dark[6],
    foreground: dark[0],
    label: DARK_DIMMED,
    accent: blue[4],
    good: teal[4],
    bad: red[4],
    dataColors: [blue[4], teal[4], yellow[4], red[4], violet[4], orange[4]],
  },
} as const;

function portalReportTheme(scheme: ReportColorScheme): models.ICustomTheme {
  const colours = PORTAL[scheme];
  return {
    themeJson: {
      name: scheme === 'dark' ? 'Portal dark' : 'Portal light',
      background: colours.background,
      foreground: colours.foreground,
      tableAccent: colours.accent,
      dataColors: [...colours.dataColors],
      good: colours.good,
      bad: colours.bad,
      textClasses: {
        // A KPI's figure: 18 pt (24 px) semibold in the text's ink; labels 9 pt (12 px), dimmed.
        callout: { color: colours.foreground, fontFace: FIGURE_FACE, fontSize: 18 },
        label: { color: colours.label, fontFace: FACE, fontSize: 9 },
      },
    },
  };
}

/**
 * The report themes of the portal's schemes (Power BI theme JSON, applied with the SDK's `ICustomTheme`): in both,
 * the portal's surfaces, text and primary colour, so the report reads as part of the page (tenth grade: in light the
 * report's own theme drew #118dff figures on grey panels, a second product in the page).
 */
export const LIGHT_REPORT_THEME = portalReportTheme('light');
export const DARK_REPORT_THEME = portalReportTheme('dark');

/** The theme to embed with in a scheme. */
export function reportThemeFor(scheme: ReportColorScheme): models.ICustomTheme {
  return scheme === 'dark' ? DARK_REPORT_THEME : LIGHT_REPORT_THEME;
}
