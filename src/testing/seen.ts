/**
 * Whether a person sees the element (in a real browser: a story's play): rendered, not `display: none` nor inside such a
 * box: a text in the DOM but hidden is not seen.
 */
export const isSeen = (element: Element): boolean => element.checkVisibility();
