import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from '../theme';

/**
 * The portal's theme as Mantine resolves it (src/app/theme.ts over Mantine's defaults), and the colour
 * its CSS variables take in each scheme: what the Foundations page shows, so it never drifts from the
 * theme the app renders with.
 */
export const resolvedTheme = mergeMantineTheme(DEFAULT_THEME, theme);

export type ColorScheme = 'light' | 'dark';

const mantineVariables = defaultCssVariablesResolver(resolvedTheme);
const portalVariables = cssVariablesResolver(resolvedTheme);

function variablesOf(scheme: ColorScheme): Record<string, string> {
  return {
    ...mantineVariables.variables,
    ...mantineVariables[scheme],
    ...portalVariables.variables,
    ...portalVariables[scheme],
  };
}

/** The colour a CSS variable (e.g. `--mantine-color-dimmed`) has in a scheme, following `var()` references. */
export function resolveColor(variable: string, scheme: ColorScheme): string {
  const variables = variablesOf(scheme);
  let value = variables[variable];
  for (let depth = 0; depth < 10 && value !== undefined; depth += 1) {
    const reference = /^var\((--[\w-]+)\)$/.exec(value.trim())?.[1];
    if (!reference) return value;
    value = variables[reference];
  }
  throw new Error(`The theme gives ${variable} no colour in ${scheme}`);
}

/** WCAG 2 contrast ratio of two `#rgb`/`#rrggbb` colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [first, second] = [relativeLuminance(foreground), relativeLuminance(background)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

function relativeLuminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  const linear = (start: number) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(0) + 0.7152 * linear(2) + 0.0722 * linear(4);
}
