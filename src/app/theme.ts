import { ActionIcon, Alert, Button, createTheme, Input, Title, type CSSVariablesResolver } from '@mantine/core';
import inputFocus from './input-focus.module.css';
import visualLanguage from './visual-language.module.css';

/**
 * Only the faces people's computers already have, on purpose: a named web font that is never shipped
 * (Inter was) made the screens signed off differ from the screens people get. Windows shows Segoe UI,
 * macOS and iOS San Francisco, Android Roboto, Linux its system face (the visual baseline's DejaVu
 * Sans). Nothing to download, so /login's bytes and LCP stay as they are (docs/decisions/system-fonts.md).
 */
const SYSTEM_FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'blue',
  // White on blue.6 (Mantine's default filled shade) is 3.6:1, below WCAG AA for button text; blue.8 is 5:1.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: SYSTEM_FONT_STACK,
  // With prefers-reduced-motion, Mantine's transitions (drawer, modal, palette, menus) take no time.
  respectReducedMotion: true,
  components: {
    Input: Input.extend({ classNames: { input: inputFocus.input } }),
    Button: Button.extend({ classNames: { root: visualLanguage.button } }),
    ActionIcon: ActionIcon.extend({ classNames: { root: visualLanguage.actionIcon } }),
    // Every alert is the light variant unless it says otherwise: Mantine leaves `data-variant` off an
    // alert with no variant, so the dark scheme's alert surface (visual-language.module.css) missed the
    // new-version, render-fault and server-unreachable alerts, which stayed saturated slabs.
    Alert: Alert.extend({ defaultProps: { variant: 'light' }, classNames: { root: visualLanguage.alert } }),
    Title: Title.extend({ classNames: { root: visualLanguage.title } }),
    // By name, not Tabs.extend: importing Tabs here would put its code on the sign-in page, which has none.
    Tabs: { classNames: { tab: visualLanguage.tab } },
    // A dialog's title row is Mantine's <header>, which axe counts as a second banner beside the shell's
    // header (landmark-no-duplicate-banner) once a modal or drawer opens inside the shell: no landmark.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
  },
});

/**
 * Mantine's default "dimmed" grey (gray.6) fails the WCAG AA contrast ratio for small text on white;
 * gray.7 passes, so secondary text stays readable. In the dark scheme the default (dark.2 on dark.7,
 * about 4:1) fails too; dark.1 gives about 7.8:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Surfaces (Foundations, "Surfaces"): the page's body is Mantine's; sections (Paper, Card) sit on it
  // flat with a border; what rises above them (an alert in dark) is one step lighter.
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
    '--portal-surface': 'var(--mantine-color-white)',
    '--portal-surface-raised': 'var(--mantine-color-gray-0)',
    '--portal-border': 'var(--mantine-color-gray-3)',
  },
  // On the dark body (dark.7) red.8 is 2.9:1; red.4 is 6:1. Links use blue.4 (Mantine's dark anchor).
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--portal-color-error-text': 'var(--mantine-color-red-4)',
    '--portal-color-success-text': 'var(--mantine-color-teal-4)',
    '--portal-color-link-text': 'var(--mantine-color-blue-4)',
    '--portal-surface': 'var(--mantine-color-dark-7)',
    '--portal-surface-raised': 'var(--mantine-color-dark-6)',
    '--portal-border': 'var(--mantine-color-dark-4)',
  },
});
