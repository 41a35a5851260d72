import { reportServiceClient, unwrap } from '@/api/client';
import type { components } from '@/api/powerbi-reports.gen';
import type { ExportFormat } from '../constants';

export type ReportExport = components['schemas']['Export'];

/**
 * "Reports - Export To File": starts exporting one page of a report, with the dashboard token as
 * bearer (as the report lookup sends it). Answers the job (202) to poll.
 */
export function exportToFile(
  reportId: string,
  pageName: string,
  format: ExportFormat,
  accessToken: string,
): Promise<ReportExport> {
  return unwrap(
    reportServiceClient.POST('/v1.0/myorg/reports/{reportId}/ExportTo', {
      params: { path: { reportId } },
      body: { format, powerBIReportConfiguration: { pages: [{ pageName }] } },
      headers: { Authorization: `Bearer ${accessToken}` },
    }),
  );
}
