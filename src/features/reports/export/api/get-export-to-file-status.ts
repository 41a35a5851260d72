import { reportServiceClient, unwrap } from '@/api/client';
import { retryAfterMs } from '../lib/retry-after';
import type { ReportExport } from './export-to-file';

/**
 * "Reports - Get Export To File Status": the job as it is now (202 while under way, 200 once
 * `Succeeded` or `Failed`) and how long the service asks the caller to wait before the next poll.
 */
export async function getExportToFileStatus(
  reportId: string,
  exportId: string,
  accessToken: string,
): Promise<{ job: ReportExport; retryAfterMs: number | null }> {
  let retryAfter: string | null = null;
  const job = await unwrap(
    reportServiceClient
      .GET('/v1.0/myorg/reports/{reportId}/exports/{exportId}', {
        params: { path: { reportId, exportId } },
        headers: { Authorization: `Bearer ${accessToken}` },
      })
      .then((result) => {
        retryAfter = result.response.headers.get('retry-after');
        return result;
      }),
  );
  return { job, retryAfterMs: retryAfterMs(retryAfter) };
}
