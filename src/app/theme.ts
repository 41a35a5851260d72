import { createTheme, Input, type CSSVariablesResolver } from '@mantine/core';
import inputFocus from './input-focus.module.css';

export const theme = createTheme({
  primaryColor: 'blue',
  // White on blue.6 (Mantine's default filled shade) is 3.6:1, below WCAG AA for button text; blue.8 is 5:1.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // With prefers-reduced-motion, Mantine's transitions (drawer, modal, palette, menus) take no time.
  respectReducedMotion: true,
  components: {
    Input: Input.extend({ classNames: { input: inputFocus.input } }),
  },
});

/**
 * Mantine's default "dimmed" grey (gray.6) fails the WCAG AA contrast ratio for small text on white;
 * gray.7 passes, so secondary text stays readable. In the dark scheme the default (dark.2 on dark.7,
 * about 4:1) fails too; dark.1 gives about 7.8:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Field errors use --mantine-color-error (red.6, 3.3:1 on white); red.8 passes AA.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    // Anchors default to blue.6 (3.6:1 on white); blue.8 passes, and the dark scheme keeps blue.4.
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    // Text colours of messages, chosen per scheme so both pass WCAG AA (used instead of fixed shades).
    '--portal-color-error-text': 'var(--mantine-color-red-9)', // 5.6:1 on white; red.8 is just 4.5:1
    '--portal-color-success-text': 'var(--mantine-color-teal-9)',
    '--portal-color-link-text': 'var(--mantine-color-blue-8)',
  },
  // On the dark body (dark.7) red.8 is 2.9:1; red.4 is 6:1. Links use blue.4 (Mantine's dark anchor).
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--portal-color-error-text': 'var(--mantine-color-red-4)',
    '--portal-color-success-text': 'var(--mantine-color-teal-4)',
    '--portal-color-link-text': 'var(--mantine-color-blue-4)',
  },
});
