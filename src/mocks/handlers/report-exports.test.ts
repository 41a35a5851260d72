/**
 * The rules of the mock report service's export jobs, through the app's report-service client; every
 * answer is checked against openapi/powerbi-reports.yaml (`checked`).
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { reportServiceClient } from '@/api/client';
import { config } from '@/config';
import { checked, fieldsOf } from '@/testing/contract-calls';
import { workplaceToken } from '@/testing/workplace-token';
import { EXPORT_DURATION_MS, EXPORT_FAILS_AFTER_MS, EXPORT_QUEUED_MS, EXPORT_RETRY_AFTER_S } from '../lib/export-jobs';
import { setMockFault } from '../scenarios/faults';
import { advanceDate, freezeDate } from '@/testing/fake-date';

const reportId = config.reports.agentProductivity.id;
const DAY_MS = 24 * 3600 * 1000;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function start(token: string, format: 'PDF' | 'PNG' = 'PDF', forReport = reportId): Promise<string> {
  const answer = await checked(
    'exportToFile',
    reportServiceClient.POST('/v1.0/myorg/reports/{reportId}/ExportTo', {
      params: { path: { reportId: forReport } },
      body: { format, powerBIReportConfiguration: { pages: [{ pageName: 'ReportSection2' }] } },
      headers: auth(token),
    }),
  );
  expect(answer.status).toBe(202);
  return String(fieldsOf(answer.body).id);
}

const status = (exportId: string, token: string, forReport = reportId) =>
  checked(
    'getExportToFileStatus',
    reportServiceClient.GET('/v1.0/myorg/reports/{reportId}/exports/{exportId}', {
      params: { path: { reportId: forReport, exportId } },
      headers: auth(token),
    }),
  );

const file = (exportId: string, token: string) =>
  checked(
    'getFileOfExportToFile',
    reportServiceClient.GET('/v1.0/myorg/reports/{reportId}/exports/{exportId}/file', {
      params: { path: { reportId, exportId } },
      headers: auth(token),
      parseAs: 'arrayBuffer',
    }),
  );

async function bytesOf(answer: Awaited<ReturnType<typeof file>>): Promise<Uint8Array> {
  expect(answer.status).toBe(200);
  return new Uint8Array(answer.result.data as ArrayBuffer);
}

describe('an export job', () => {
  it('waits, runs with a rising percentComplete and Retry-After, then succeeds with its retrieval URL', async () => {
    freezeDate();
    const token = await workplaceToken();
    const exportId = await start(token);
    const startedAt = Date.now();

    const queued = await status(exportId, token);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ status: 'NotStarted', percentComplete: 0, reportName: 'Agent Productivity' });
    expect(queued.result.response.headers.get('retry-after')).toBe(String(EXPORT_RETRY_AFTER_S));

    const percents: number[] = [];
    for (const at of [EXPORT_QUEUED_MS + 200, EXPORT_DURATION_MS / 2, EXPORT_DURATION_MS - 100]) {
      vi.setSystemTime(startedAt + at);
      const running = await status(exportId, token);
      expect(running.status).toBe(202);
      expect(running.body).toMatchObject({ status: 'Running' });
      percents.push(Number(fieldsOf(running.body).percentComplete));
    }
    expect(percents[0]).toBeGreaterThan(0);
    expect(percents[1]).toBeGreaterThan(percents[0] ?? 0);
    expect(percents[2]).toBeGreaterThan(percents[1] ?? 0);
    expect(percents[2]).toBeLessThan(100);

    vi.setSystemTime(startedAt + EXPORT_DURATION_MS);
    const done = await status(exportId, token);
    expect(done.status).toBe(200);
    expect(done.result.response.headers.get('retry-after')).toBeNull();
    expect(done.body).toMatchObject({ status: 'Succeeded', percentComplete: 100, resourceFileExtension: '.pdf' });
    expect(String(fieldsOf(done.body).resourceLocation)).toMatch(
      new RegExp(`/v1\\.0/myorg/reports/${reportId}/exports/${exportId}/file$`),
    );
  });

  it('serves no file before it succeeded, then a real PDF naming the report and page, in its own state', async () => {
    freezeDate();
    const token = await workplaceToken();
    const exportId = await start(token);
    expect((await file(exportId, token)).status).toBe(404);
    advanceDate(EXPORT_DURATION_MS);
    const bytes = await bytesOf(await file(exportId, token));
    // A real PDF: a PDF library reads its cross-reference table and finds the one page.
    expect((await PDFDocument.load(bytes, { throwOnInvalidObject: true })).getPageCount()).toBe(1);
    const pdf = new TextDecoder().decode(bytes);
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(Agent Productivity)');
    expect(pdf).toContain('(Page: Writing Agents)');
  });

  it('exports PNG as a PNG image', async () => {
    freezeDate();
    const token = await workplaceToken();
    const exportId = await start(token, 'PNG');
    advanceDate(EXPORT_DURATION_MS);
    expect((await status(exportId, token)).body).toMatchObject({ resourceFileExtension: '.png' });
    const answer = await file(exportId, token);
    expect(answer.result.response.headers.get('content-type')).toBe('image/png');
    expect([...(await bytesOf(answer)).slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('fails part-way under the job-failed fault, and then has no file', async () => {
    freezeDate();
    await setMockFault('exportToFile', 'job-failed');
    const token = await workplaceToken();
    const exportId = await start(token);
    advanceDate(EXPORT_FAILS_AFTER_MS - 100);
    expect((await status(exportId, token)).body).toMatchObject({ status: 'Running' });
    advanceDate(200);
    const failed = await status(exportId, token);
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: 'Failed' });
    expect(fieldsOf(failed.body).resourceLocation).toBeUndefined();
    expect((await file(exportId, token)).status).toBe(404);
  });

  it('belongs to its report: another report does not know its id', async () => {
    const token = await workplaceToken();
    const exportId = await start(token);
    const elsewhere = await status(exportId, token, config.reports.salesOpportunity.id);
    expect(elsewhere.status).toBe(404);
    expect(fieldsOf(fieldsOf(elsewhere.body).error).message).toBe('Export not found');
    expect((await status(exportId, token, '00000000-0000-0000-0000-000000000000')).body).toEqual({
      error: { code: 'PowerBIEntityNotFound', message: 'Report not found' },
    });
  });

  it('keeps its file 24 hours after it succeeded', async () => {
    freezeDate();
    const exportId = await start(await workplaceToken());
    advanceDate(EXPORT_DURATION_MS + DAY_MS - 1000);
    expect((await file(exportId, await workplaceToken())).status).toBe(200);
    advanceDate(2000);
    expect((await file(exportId, await workplaceToken())).status).toBe(404);
  });
});

describe('the export calls refuse', () => {
  it('an expired or foreign token (401), like the report lookup', async () => {
    const exportId = await start(await workplaceToken());
    const expired = await status(exportId, await workplaceToken(-60));
    expect(expired.status).toBe(401);
    expect(fieldsOf(fieldsOf(expired.body).error).code).toBe('TokenExpired');
    expect((await file(exportId, 'workplace-token')).status).toBe(401);
  });

  it('a request naming no single page (400) and an unknown report (404)', async () => {
    const token = await workplaceToken();
    const noPage = await checked(
      'exportToFile',
      reportServiceClient.POST('/v1.0/myorg/reports/{reportId}/ExportTo', {
        params: { path: { reportId } },
        body: { format: 'PNG', powerBIReportConfiguration: { pages: [] } },
        headers: auth(token),
      }),
    );
    expect(noPage.status).toBe(400);
    const unknown = await checked(
      'exportToFile',
      reportServiceClient.POST('/v1.0/myorg/reports/{reportId}/ExportTo', {
        params: { path: { reportId: '00000000-0000-0000-0000-000000000000' } },
        body: { format: 'PDF', powerBIReportConfiguration: { pages: [{ pageName: 'ReportSection' }] } },
        headers: auth(token),
      }),
    );
    expect(unknown.status).toBe(404);
  });

  it('with the service’s own 500 under the http-500 fault', async () => {
    await setMockFault('getExportToFileStatus', 'http-500');
    const answer = await status('any', await workplaceToken());
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: { code: 'InternalServerError', message: 'Internal server error' } });
  });
});
