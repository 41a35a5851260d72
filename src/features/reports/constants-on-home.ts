/**
 * The reports feature's texts that home shows at its first paint (its "Your numbers" section, in the
 * shell chunk), apart from constants.ts, which re-exports them: that module comes with the report view,
 * and imported by the shell it came whole with every first visit of home (docs/performance.md).
 */

/** The workplace sign-in's action, on a dashboard and on home's numbers. */
export const DASHBOARD_LOGIN = 'Dashboard Login';

/** The dashboard sign-in page's title (its route names the page with it). */
export const DASHBOARD_SIGN_IN_TITLE = 'Dashboard sign-in';

/** Home's headline KPIs (issue 60): live tiles of single visuals of the dashboards. */
export const HEADLINE_KPI_TEXT = {
  title: 'Your numbers',
  dashboardLogin: DASHBOARD_LOGIN,
  signedOut: 'Your numbers appear after the dashboard login.',
  signedOutWhy: 'They come live from the dashboards, so you see what your workplace account may see.',
  loading: (metric: string) => `Loading ${metric}`,
  failed: 'This number could not be loaded.',
  /** Every number failed: the band's one message (design review, later grades: home's numbers). */
  allFailed: 'Your numbers could not be loaded.',
  missing: 'This number is no longer in its dashboard.',
  /**
   * A tile's label where no visual draws it (a failure, a number gone): the metric in sentence case, as
   * the visuals beside it write theirs ("Weighted sales"); the glossary writes its metrics in title case
   * ("Weighted Sales"). An acronym ("YTD", "KPIs") keeps its capitals.
   */
  label: (metric: string) => metric.replace(/(?<=\s)[A-Z][a-z]+\b/g, (word) => word.toLowerCase()),
  retry: 'Try again',
  definition: (metric: string) => `What is ${metric}?`,
  openDashboard: (dashboard: string) => `Open in ${dashboard}`,
  frameTitle: (metric: string) => `${metric}, live from the dashboard`,
} as const;
