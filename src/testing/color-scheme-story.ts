/**
 * The same story in the dark colour scheme (the Storybook toolbar's switch, set per story), so its
 * play function and the accessibility checks (contrast included) run in both schemes.
 */
export function inDarkMode<S extends { globals?: Record<string, unknown>; name?: string }>(story: S): S {
  return { ...story, globals: { ...story.globals, colorScheme: 'dark' } };
}
