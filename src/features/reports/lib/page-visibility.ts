/**
 * Which of a report's pages a person is shown as pages: the visible ones. A page its author hid
 * (`visibility` 1, powerbi-models' `SectionVisibility.HiddenInViewMode`: a drill-through target, a
 * tooltip page, a helper page) is never a tab, a URL's `page=`, a saved view's page, a glossary's
 * "Seen in" link or a palette entry, as Power BI's own page navigation never lists it.
 */

/** `SectionVisibility.HiddenInViewMode`, written out: powerbi-models is not loaded with the shell. */
const HIDDEN_IN_VIEW_MODE = 1;

export const isHiddenPage = (page: { visibility?: number }) => page.visibility === HIDDEN_IN_VIEW_MODE;

/** The pages a person may be shown as pages, in the report's order. */
export function visibleReportPages<T extends { visibility?: number }>(pages: readonly T[]): T[] {
  return pages.filter((page) => !isHiddenPage(page));
}
