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

/**
 * The tag of a story that holds an embedded report loading (the mock report host's "Dashboards never
 * finish loading"): its image is the frame's skeleton, so the run does not wait for the report to be
 * drawn (it never is; the portal's watchdog would fail it, but the run holds long timers meanwhile).
 */
export const REPORT_LOADING_TAG = 'report-loading';

/** The phases of an embed's frame (`data-embed-phase`) that the story's image may be taken in. */
export function settledEmbedPhasesOf(tags: readonly string[]): string[] {
  return tags.includes(REPORT_LOADING_TAG) ? ['loading'] : ['rendered', 'failed'];
}

export function viewportsOf(tags: readonly string[]): [Viewport, ...Viewport[]] {
  if (tags.includes(PHONE_TAG)) return ['phone'];
  return tags.includes(SCREEN_TAG) ? ['desktop', 'phone'] : ['desktop'];
}

export function baselineImageName(storyId: string, colorScheme: ColorScheme, viewport: Viewport): string {
  return `${storyId}--${colorScheme}--${viewport}.png`;
}
