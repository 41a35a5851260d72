import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // White on blue.6 (Mantine's default filled shade) is 3.6:1, below WCAG AA for button text; blue.8 is 5:1.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

/**
 * Mantine's default "dimmed" grey (gray.6) fails the WCAG AA contrast ratio for small text on white;
 * gray.7 passes, so secondary text stays readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Field errors use --mantine-color-error (red.6, 3.3:1 on white); red.8 passes AA.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
