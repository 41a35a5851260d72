/**
 * The report service's export to file ("Reports - Export To File", "Get Export To File Status", "Get
 * File Of Export To File", in My Workspace): start a job, poll it, download its file. Same bearer
 * check as the report lookup; an unknown report or export id is a 404 `PowerBIEntityNotFound`, as
 * the service answers. The report service has no request gate (that one serves portal.yaml), so
 * `ExportTo` checks its body here against what the contract allows.
 */
import { HttpResponse } from 'msw';
import type { components } from '@/api/powerbi-reports.gen';
import { EXPORT_MEDIA_TYPES, exportFileOf, type ExportFormat } from '../lib/export-files';
import { EXPORT_RETRY_AFTER_S, exportOf, findExportJob, startExportJob, type ExportJob } from '../lib/export-jobs';
import { reportTopicWithId } from '../lib/report-topic';
import { decodeViewState, type HostViewState } from '../report-host/bookmark-state';
import { MOCK_DASHBOARDS } from '../report-host/dashboards';
import { describePage, pageAsShown } from '../report-host/page-state';
import { REQUIRED_SCOPES, workplaceTokenRefusal } from '../lib/workplace-token-refusal';
import { getMockFault, withFault } from '../scenarios/faults';
import { mockReportServiceUrl, reportHttp } from './http';
import { mockReportFor, reportNotFound } from './reports';

type ReportServiceError = components['schemas']['ReportServiceError'];

const exportNotFound: ReportServiceError = { error: { code: 'PowerBIEntityNotFound', message: 'Export not found' } };
const FORMATS: readonly ExportFormat[] = ['PDF', 'PNG', 'PPTX'];
/**
 * The longest `defaultBookmark.state` the mock service takes (characters): a state past it is refused
 * with a 400 the portal shows in words. The service's own bound is its request size; the mock's is
 * set where a captured state of the demo reports (about 1 KB) is far below it.
 */
export const MAX_EXPORT_STATE_LENGTH = 64 * 1024;

const invalid = (message: string): ReportServiceError => ({ error: { code: 'InvalidRequest', message } });

type ExportRequest = { format: ExportFormat; pageName: string; state?: HostViewState };

/** The state to export in, as this service issued it for the report, or the 400 body. */
function readState(
  configuration: unknown,
  reportId: string,
): { state?: HostViewState } | { refusal: ReportServiceError } {
  const bookmark = (configuration as { defaultBookmark?: unknown } | undefined)?.defaultBookmark;
  if (bookmark === undefined) return {};
  const state = (bookmark as { state?: unknown } | null)?.state;
  if (typeof state !== 'string' || state === '') return { refusal: invalid('defaultBookmark must carry a state') };
  if (state.length > MAX_EXPORT_STATE_LENGTH) {
    return { refusal: invalid(`defaultBookmark.state is longer than ${MAX_EXPORT_STATE_LENGTH} characters`) };
  }
  const decoded = decodeViewState(state, reportId);
  return decoded ? { state: decoded } : { refusal: invalid('defaultBookmark.state is not a state of this report') };
}

/** The format, the one page to export and the state to show it in, or the 400 body. */
async function readExportRequest(
  request: Request,
  reportId: string,
): Promise<ExportRequest | { refusal: ReportServiceError }> {
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    return { refusal: invalid('The request body must be JSON') };
  }
  const { format, powerBIReportConfiguration } = (body ?? {}) as Record<string, unknown>;
  if (!FORMATS.includes(format as ExportFormat))
    return { refusal: invalid(`format must be one of: ${FORMATS.join(', ')}`) };
  const pages = (powerBIReportConfiguration as { pages?: unknown } | undefined)?.pages;
  const pageName = Array.isArray(pages) && pages.length === 1 ? (pages[0] as { pageName?: unknown }).pageName : null;
  // The portal exports the page on screen; more pages (a zip of PNGs) is beyond this mock.
  if (typeof pageName !== 'string' || pageName === '') {
    return { refusal: invalid('powerBIReportConfiguration.pages must name exactly one page (pageName)') };
  }
  const read = readState(powerBIReportConfiguration, reportId);
  if ('refusal' in read) return read;
  return { format: format as ExportFormat, pageName, ...read };
}

/** The job's page as its state shows it (the report's own state without one), as the file draws it. */
function exportedPage(job: ExportJob) {
  const topic = reportTopicWithId(job.reportId);
  const state = job.state?.page === job.pageName ? job.state : undefined;
  const drawn = topic ? pageAsShown(MOCK_DASHBOARDS[topic], { page: job.pageName, ...state }) : null;
  const firstChart = drawn?.visuals.find((visual) => visual.kind === 'bars');
  return {
    reportName: job.reportName,
    pageTitle: drawn?.page.displayName ?? job.pageName,
    lines: drawn ? describePage(drawn, state?.selection ?? null) : [],
    bars: firstChart?.kind === 'bars' ? firstChart.data.map((point) => point.value) : [],
    at: new Date(),
  };
}

/** The export job a status or file request names, or the service's 404 (for the job, or its report). */
function fileUrlOf(job: ExportJob): string {
  return `${mockReportServiceUrl}/v1.0/myorg/reports/${job.reportId}/exports/${encodeURIComponent(job.id)}/file`;
}

/**
 * The export job a status or file request names, with its state, as the service reads it: the token
 * first (401), then the report and the job (404).
 */
async function jobAsked(
  request: Request,
  { reportId, exportId }: { reportId: string; exportId: string },
): Promise<
  | { refusal: ReportServiceError }
  | { notFound: ReportServiceError }
  | { job: ExportJob; state: ReturnType<typeof exportOf> }
> {
  const refusal = await workplaceTokenRefusal(request, REQUIRED_SCOPES.readReport);
  if (refusal) return { refusal };
  const job = findExportJob(reportId, exportId);
  if (!job) return { notFound: mockReportFor(reportId) ? exportNotFound : reportNotFound };
  return { job, state: exportOf(job, fileUrlOf(job)) };
}

export const reportExportHandlers = [
  reportHttp.post(
    '/v1.0/myorg/reports/{reportId}/ExportTo',
    withFault('exportToFile', async ({ request, params, response }) => {
      const refusal = await workplaceTokenRefusal(request, REQUIRED_SCOPES.exportReport);
      if (refusal) return response(401).json(refusal);
      const report = mockReportFor(params.reportId);
      if (!report) return response(404).json(reportNotFound);
      const read = await readExportRequest(request, report.id);
      if ('refusal' in read) return response(400).json(read.refusal);
      const fails = (await getMockFault('exportToFile')) === 'job-failed';
      const job = startExportJob({ reportId: report.id, reportName: report.name, ...read, fails });
      return response(202).json(exportOf(job, fileUrlOf(job)));
    }),
  ),

  reportHttp.get(
    '/v1.0/myorg/reports/{reportId}/exports/{exportId}',
    withFault('getExportToFileStatus', async ({ request, params, response }) => {
      const asked = await jobAsked(request, params);
      if ('refusal' in asked) return response(401).json(asked.refusal);
      if ('notFound' in asked) return response(404).json(asked.notFound);
      const { state } = asked;
      if (state.status === 'Succeeded' || state.status === 'Failed') return response(200).json(state);
      return response(202).json(state, { headers: { 'Retry-After': String(EXPORT_RETRY_AFTER_S) } });
    }),
  ),

  reportHttp.get(
    '/v1.0/myorg/reports/{reportId}/exports/{exportId}/file',
    withFault('getFileOfExportToFile', async ({ request, params, response }) => {
      const asked = await jobAsked(request, params);
      if ('refusal' in asked) return response(401).json(asked.refusal);
      if ('notFound' in asked) return response(404).json(asked.notFound);
      const { job, state } = asked;
      const expired = state.expirationTime !== undefined && Date.parse(state.expirationTime) <= Date.now();
      if (state.status !== 'Succeeded' || expired) return response(404).json(exportNotFound);
      const bytes = exportFileOf(job.format, exportedPage(job));
      // Binary bodies are outside openapi-msw's JSON typing.
      return response.untyped(
        new HttpResponse(bytes, {
          headers: { 'Content-Type': EXPORT_MEDIA_TYPES[job.format], 'Cache-Control': 'no-store' },
        }),
      );
    }),
  ),
];
