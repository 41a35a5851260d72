/**
 * The external report service (Power BI REST API "Get Report In My Workspace"): answers the embed
 * URL of each dashboard topic's report id in `config.reports`. The bearer token must be a workplace
 * (dashboard) token the mock identity provider issued and not expired; anything else is a 401.
 */
import { REPORT_TOPIC_KEYS } from '@/config';
import { reportTopicWithId } from '../lib/report-topic';
import { REQUIRED_SCOPES, workplaceTokenRefusal } from '../lib/workplace-token-refusal';
import { MOCK_DASHBOARDS } from '../report-host/dashboards';
import { withFault } from '../scenarios/faults';
import { reportHttp } from './http';

/** A dataset id per report, stable per topic (its place in the key list), as the service answers one. */
function datasetIdOf(index: number): string {
  return `8d4e2a61-0f3b-4c7d-9e15-6a2b3c4d5e${(index + 1).toString(16).padStart(2, '0')}`;
}

/** The report the service knows under `reportId`, or null. Its name is the mock dashboard's. */
export function mockReportFor(reportId: string) {
  const key = reportTopicWithId(reportId);
  if (!key) return null;
  return {
    id: reportId,
    name: MOCK_DASHBOARDS[key].displayName,
    webUrl: `https://app.powerbi.com/groups/me/reports/${reportId}`,
    embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${reportId}&autoAuth=true`,
    datasetId: datasetIdOf(REPORT_TOPIC_KEYS.indexOf(key)),
  };
}

/** The service's 404 for a report id it does not know (the lookup's and the exports'). */
export const reportNotFound = { error: { code: 'PowerBIEntityNotFound', message: 'Report not found' } };

export const reportHandlers = [
  reportHttp.get(
    '/v1.0/myorg/reports/{reportId}',
    withFault('getReport', async ({ request, params, response }) => {
      const refusal = await workplaceTokenRefusal(request, REQUIRED_SCOPES.readReport);
      if (refusal) return response(401).json(refusal);
      const report = mockReportFor(params.reportId);
      return report ? response(200).json(report) : response(404).json(reportNotFound);
    }),
  ),
];
