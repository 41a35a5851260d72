/**
 * What the visual baseline holds: for every story an image per colour scheme and viewport, named
 * `<story id>--<scheme>--<viewport>.png` in e2e-storybook/visual-baseline/.
 */
/** `VISUAL_BASELINE_DIR` renders into another folder (scripts/test/visual-twice.mjs). */
export const VISUAL_BASELINE_DIR = process.env.VISUAL_BASELINE_DIR ?? 'e2e-storybook/visual-baseline';

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** Desktop (Playwright's Desktop Chrome) for every story; a phone's width for the whole screens. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 720 },
  phone: { width: 375, height: 812 },
} as const;
export type Viewport = keyof typeof VIEWPORTS;

/** The tag of a story file whose stories are a whole screen (a page or a layout of the app). */
export const SCREEN_TAG = 'screen';

/**
 * The tag of a story that shows a phone's layout: drawn at the phone's width only (a phone's layout in
 * a desktop frame was a narrow column in an empty page). The stories' Vitest run renders at a desktop
 * width, so such a story also takes `!test`: its play function runs in the visual run.
 */
export const PHONE_TAG = 'phone';

export function viewportsOf(tags: readonly string[]): [Viewport, ...Viewport[]] {
  if (tags.includes(PHONE_TAG)) return ['phone'];
  return tags.includes(SCREEN_TAG) ? ['desktop', 'phone'] : ['desktop'];
}

export function baselineImageName(storyId: string, colorScheme: ColorScheme, viewport: Viewport): string {
  return `${storyId}--${colorScheme}--${viewport}.png`;
}
