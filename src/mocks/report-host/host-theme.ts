import { faceWeight, type ReportThemeJson } from './theme-json';
import { received } from './host-state';

/** The report theme as CSS variables of the frame (the page stylesheet reads them, light by default). */
export function applyThemeJson(themeJson: ReportThemeJson | undefined): void {
  const style = document.documentElement.style;
  const set = (name: string, value: string | undefined) =>
    value ? style.setProperty(name, value) : style.removeProperty(name);
  set('--report-background', themeJson?.background);
  set('--report-foreground', themeJson?.foreground);
  set('--report-accent', themeJson?.dataColors?.[0] ?? themeJson?.tableAccent);
  set('--report-table-accent', themeJson?.tableAccent);
  set('--report-good', themeJson?.good);
  set('--report-bad', themeJson?.bad);
  for (const name of ['callout', 'label'] as const) {
    const textClass = themeJson?.textClasses?.[name];
    set(`--report-${name}-color`, textClass?.color);
    set(`--report-${name}-font`, textClass?.fontFace);
    // Power BI's font sizes are points.
    set(`--report-${name}-size`, textClass?.fontSize === undefined ? undefined : `${(textClass.fontSize * 4) / 3}px`);
    set(`--report-${name}-weight`, faceWeight(textClass?.fontFace));
  }
  // The frame's own widgets (scrollbars, form controls) follow a dark background.
  const dark = themeJson?.background !== undefined && isDarkColour(themeJson.background);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  received.themes.push(themeJson ? (themeJson.name ?? 'custom') : null);
}

function isDarkColour(hex: string): boolean {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return false;
  const value = parseInt(match[1], 16);
  const luminance = 0.2126 * ((value >> 16) & 255) + 0.7152 * ((value >> 8) & 255) + 0.0722 * (value & 255);
  return luminance < 128;
}
