import { reportServiceClient, unwrap } from '@/api/client';
import type { components } from '@/api/powerbi-reports.gen';
import type { ExportFormat } from '../constants';

export type ReportExport = components['schemas']['Export'];

/**
 * "Reports - Export To File": starts exporting one page of a report in the state on screen (`state`,
 * as `bookmarksManager.capture()` answered it, sent as `defaultBookmark.state`), with the dashboard
 * token as bearer (as the report lookup sends it). Answers the job (202) to poll.
 */
export function exportToFile(
  reportId: string,
  page: { pageName: string; state: string | undefined },
  format: ExportFormat,
  accessToken: string,
): Promise<ReportExport> {
  const { pageName, state } = page;
  return unwrap(
    reportServiceClient.POST('/v1.0/myorg/reports/{reportId}/ExportTo', {
      params: { path: { reportId } },
      body: {
        format,
        powerBIReportConfiguration: {
          pages: [{ pageName }],
          ...(state !== undefined && { defaultBookmark: { state } }),
        },
      },
      headers: { Authorization: `Bearer ${accessToken}` },
    }),
  );
}
