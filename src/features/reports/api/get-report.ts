import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportServiceClient, unwrap } from '@/api/client';
import { readDashboardToken } from '@/session';

/**
 * Report lookup (R7.9): `GET {report service}/v1.0/myorg/reports/{id}` with the dashboard
 * token as bearer; the portal uses only `embedUrl`. A failure is logged here, and the view says
 * it with a retry (R8.5).
 */
export async function getReport(reportId: string, accessToken: string): Promise<{ embedUrl: string }> {
  try {
    const report = await unwrap(
      reportServiceClient.GET('/v1.0/myorg/reports/{reportId}', {
        params: { path: { reportId } },
        headers: { Authorization: `Bearer ${accessToken}` },
      }),
    );
    return { embedUrl: report.embedUrl };
  } catch (error) {
    console.error('Report lookup failed', error);
    throw error;
  }
}

/**
 * Keyed by report only: a renewed token must not look the report up again (nor re-embed it). A
 * lookup sends the session's token as it is when the request goes out, so a retry right after a
 * renewal carries the renewed one.
 */
export function reportQueryOptions(reportId: string, accessToken: string | null) {
  return queryOptions({
    queryKey: ['reports', reportId],
    queryFn: () => getReport(reportId, readDashboardToken() ?? accessToken ?? ''),
    enabled: accessToken !== null,
    staleTime: Infinity,
  });
}

export function useReport(reportId: string, accessToken: string | null) {
  return useQuery(reportQueryOptions(reportId, accessToken));
}
