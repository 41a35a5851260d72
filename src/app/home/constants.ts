/** The home page's "way back into your work" (issue 47): its texts (R10.1). */
export const HOME_WORK_TEXT = {
  /** One list, the page left off on first (a grade of 2026-12-01: no "Continue where you left off" above it). */
  recentTitle: 'Recent',
  /** The first row's caption: the page left off on. */
  leftOff: 'Where you left off',
  recentEmptyTitle: 'No dashboards viewed yet',
  recentEmptyHint: 'The dashboards you open are listed here, newest first, so you can go straight back.',
  openDashboard: (topic: string) => `Open ${topic}`,
  viewed: (when: string) => `Viewed ${when}`,
  viewedAfterLeftOff: (when: string) => `viewed ${when}`,
  savedTitle: 'Your saved views',
  savedEmptyTitle: 'No saved views yet',
  savedEmptyHint: 'On a dashboard, "Save view" keeps its filters and page. Your views are listed here.',
  loading: 'Loading your saved views…',
  loadFailed: 'Your saved views could not be loaded.',
  loadFailedHint: 'Check your connection and try again.',
  tryAgain: 'Try again',
  savedOn: (dashboard: string, date: string) => `${dashboard} · saved ${date}`,
  more: (count: number) => `${count} more in the dashboards' view menus.`,
} as const;

/** How many saved views home lists, the latest changed first. */
export const HOME_SAVED_VIEWS_SHOWN = 5;

/** What a section of the person's work says: its heading, and when it is empty, what will be there and how it fills. */
export interface WorkSectionText {
  title: string;
  emptyTitle: string;
  emptyHint: string;
}

/** Home's "Recent": every dashboard the person opened. */
export const HOME_RECENT_TEXT: WorkSectionText = {
  title: HOME_WORK_TEXT.recentTitle,
  emptyTitle: HOME_WORK_TEXT.recentEmptyTitle,
  emptyHint: HOME_WORK_TEXT.recentEmptyHint,
};

/** Home's saved views: of every dashboard. */
export const HOME_SAVED_TEXT: WorkSectionText = {
  title: HOME_WORK_TEXT.savedTitle,
  emptyTitle: HOME_WORK_TEXT.savedEmptyTitle,
  emptyHint: HOME_WORK_TEXT.savedEmptyHint,
};
