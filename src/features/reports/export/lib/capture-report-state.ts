import type { PowerBiReport } from '../../lib/powerbi';

/**
 * The state on screen (slicers, filters, selections, the page) as the SDK's
 * `bookmarksManager.capture()` answers it: what an export sends as `defaultBookmark.state`, so the
 * file shows what the person sees (Microsoft's "export what the user sees").
 */
export async function captureReportState(report: PowerBiReport): Promise<string | undefined> {
  const bookmark = await report.bookmarksManager.capture();
  return bookmark.state;
}
