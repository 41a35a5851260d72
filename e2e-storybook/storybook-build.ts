/**
 * Where the static Storybook under test is: `STORYBOOK_STATIC_DIR`, or the build that
 * scripts/test/storybook-static.mjs makes for this port. Read by playwright.storybook.config.ts (to
 * serve it) and by the visual run (which lists the stories from the build's index.json).
 */
export const storybookStaticPort = Number(process.env.STORYBOOK_STATIC_PORT ?? 5250);
export const storybookStaticDir =
  process.env.STORYBOOK_STATIC_DIR ?? `node_modules/.cache/storybook-static-${storybookStaticPort}`;
