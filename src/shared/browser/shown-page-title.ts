/**
 * The title of the page on screen, as the app shows it (app/page-title.ts, `useShowPageTitle`, writes
 * it). Read outside React where something names the page it happened on: an activity record (the
 * session's sign-out, an export, a dashboard sign-in) and the route announcement. A fact of the page,
 * not of the session: it lives as long as the page and belongs to nobody's sign-in.
 */
let shown = '';

export function shownPageTitle(): string {
  return shown;
}

export function rememberShownPageTitle(title: string): void {
  shown = title;
}
