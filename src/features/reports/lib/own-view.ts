import type { PowerBiReport } from './powerbi';

/**
 * The report as it opens for everyone: the state it had when it loaded (`defaultState`) and its first
 * page. What "Reset" of the saved views and a shared view's "Back to the report's own view" show.
 */
export async function showOwnView(report: PowerBiReport, defaultState: string, firstPage: string | undefined) {
  await report.bookmarksManager.applyState(defaultState);
  if (firstPage) await report.setPage(firstPage);
}
