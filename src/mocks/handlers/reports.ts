/**
 * The external report service (Power BI REST API "Get Report In My Workspace"): answers the embed
 * URL of each report id in `config.reportIds`. The bearer token must be a workplace (dashboard) token
 * the mock identity provider issued and not expired; anything else is a 401.
 */
import { config } from '@/config';
import { workplaceTokenRefusal } from '../lib/workplace-token-refusal';
import { withFault } from '../scenarios/faults';
import { reportHttp } from './http';

type ReportKey = keyof typeof config.reportIds;

const REPORT_NAMES: Record<ReportKey, string> = {
  marketIntelligence: 'Market Intelligence',
  customerSegmentation: 'Customer Segmentation',
  agentProductivity: 'Agent Productivity',
  salesOpportunity: 'Sales Opportunity',
};

const DATASET_IDS: Record<ReportKey, string> = {
  marketIntelligence: '8d4e2a61-0f3b-4c7d-9e15-6a2b3c4d5e01',
  customerSegmentation: '8d4e2a61-0f3b-4c7d-9e15-6a2b3c4d5e02',
  agentProductivity: '8d4e2a61-0f3b-4c7d-9e15-6a2b3c4d5e03',
  salesOpportunity: '8d4e2a61-0f3b-4c7d-9e15-6a2b3c4d5e04',
};

/** The report the service knows under `reportId`, or null. */
export function mockReportFor(reportId: string) {
  const key = (Object.keys(config.reportIds) as ReportKey[]).find(
    (candidate) => config.reportIds[candidate] === reportId,
  );
  if (!key) return null;
  return {
    id: reportId,
    name: REPORT_NAMES[key],
    webUrl: `https://app.powerbi.com/groups/me/reports/${reportId}`,
    embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${reportId}&autoAuth=true`,
    datasetId: DATASET_IDS[key],
  };
}

export const reportHandlers = [
  reportHttp.get(
    '/v1.0/myorg/reports/{reportId}',
    withFault('getReport', async ({ request, params, response }) => {
      const refusal = await workplaceTokenRefusal(request);
      if (refusal) return response(401).json(refusal);
      const report = mockReportFor(params.reportId);
      return report
        ? response(200).json(report)
        : response(404).json({ error: { code: 'PowerBIEntityNotFound', message: 'Report not found' } });
    }),
  ),
];
