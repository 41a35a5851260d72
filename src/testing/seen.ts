/**
 * Whether a person sees the element (in a real browser: a story's play): rendered, not `display: none` nor inside such a
 * box. A text a field is described by but never draws (the change-password form's marks) is in the DOM and not seen.
 */
export const isSeen = (element: Element): boolean => element.checkVisibility();
