import type { models } from 'powerbi-client';

export type ReportColorScheme = 'light' | 'dark';

/**
 * The report theme of the portal's dark scheme (a Power BI theme JSON, applied with the SDK's
 * `ICustomTheme`): Mantine's dark surfaces and text, so the report sits in the page without a bright
 * box. The light scheme uses the report's own theme (the SDK's `resetTheme`).
 */
export const DARK_REPORT_THEME: models.ICustomTheme = {
  themeJson: {
    name: 'Portal dark',
    background: '#242424',
    foreground: '#e9ecef',
    tableAccent: '#74c0fc',
    dataColors: ['#74c0fc', '#63e6be', '#ffd43b', '#ff8787', '#b197fc', '#ffa94d'],
  },
};

/** The theme to embed with, or none for the report's own (light) theme. */
export function reportThemeFor(scheme: ReportColorScheme): models.ICustomTheme | undefined {
  return scheme === 'dark' ? DARK_REPORT_THEME : undefined;
}
