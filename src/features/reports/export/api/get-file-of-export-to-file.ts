import { reportServiceClient, unwrap } from '@/api/client';

/** "Reports - Get File Of Export To File": the exported file of a `Succeeded` job. */
export function getFileOfExportToFile(reportId: string, exportId: string, accessToken: string): Promise<Blob> {
  return unwrap(
    reportServiceClient.GET('/v1.0/myorg/reports/{reportId}/exports/{exportId}/file', {
      params: { path: { reportId, exportId } },
      headers: { Authorization: `Bearer ${accessToken}` },
      parseAs: 'blob',
    }),
  ) as Promise<Blob>;
}
