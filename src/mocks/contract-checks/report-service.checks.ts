/** The contract checks of the mock backend (run by src/mocks/contract.test.ts): the report service: a report, and export to file. */
import { describe, expect, it } from 'vitest';
import { reportServiceClient } from '@/api/client';
import { config, workplaceSignIn } from '@/config';
import { checked, fieldsOf } from '@/testing/contract-calls';
import '@/testing/jsdom-blob-compat';
import { workplaceToken } from '@/testing/workplace-token';
import { advanceDate, freezeDate } from '@/testing/fake-date';
import { getReport } from '@/testing/contract-operations';

describe('GET /v1.0/myorg/reports/{reportId} (report service)', () => {
  it('answers the embed URL of every configured report', async () => {
    for (const reportId of Object.values(config.reports).map(({ id }) => id)) {
      const answer = await getReport(reportId, await workplaceToken());
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        id: reportId,
        embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${reportId}&autoAuth=true`,
      });
    }
    expect(fieldsOf((await getReport(config.reports.marketIntelligence.id, await workplaceToken())).body).name).toBe(
      'Market Intelligence',
    );
  });

  it('answers 401 without a token, with an expired one or one the identity provider did not issue, and 404 for an unknown id', async () => {
    const noToken = await getReport(config.reports.agentProductivity.id);
    expect(noToken.status).toBe(401);
    expect(fieldsOf(fieldsOf(noToken.body).error).code).toBe('PowerBINotAuthorizedException');

    const expiredJwt = await workplaceToken(-60);
    const expired = await getReport(config.reports.agentProductivity.id, expiredJwt);
    expect(expired.status).toBe(401);
    expect(fieldsOf(fieldsOf(expired.body).error).code).toBe('TokenExpired');

    const foreign = await getReport(config.reports.agentProductivity.id, 'workplace-token');
    expect(foreign.status).toBe(401);
    expect(fieldsOf(fieldsOf(foreign.body).error).code).toBe('PowerBINotAuthorizedException');

    const unknown = await getReport('00000000-0000-0000-0000-000000000000', await workplaceToken());
    expect(unknown.status).toBe(404);
    expect(fieldsOf(fieldsOf(unknown.body).error).code).toBe('PowerBIEntityNotFound');
  });
});

describe('export to file (report service; the job rules are in handlers/report-exports.test.ts)', () => {
  const reportId = config.reports.marketIntelligence.id;
  const exportPage = (token?: string, format: 'PDF' | 'PNG' = 'PDF') =>
    checked(
      'exportToFile',
      reportServiceClient.POST('/v1.0/myorg/reports/{reportId}/ExportTo', {
        params: { path: { reportId } },
        body: { format, powerBIReportConfiguration: { pages: [{ pageName: 'ReportSection2' }] } },
        ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
      }),
    );
  const status = (exportId: string, token: string) =>
    checked(
      'getExportToFileStatus',
      reportServiceClient.GET('/v1.0/myorg/reports/{reportId}/exports/{exportId}', {
        params: { path: { reportId, exportId } },
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
  const file = (exportId: string, token: string) =>
    checked(
      'getFileOfExportToFile',
      reportServiceClient.GET('/v1.0/myorg/reports/{reportId}/exports/{exportId}/file', {
        params: { path: { reportId, exportId } },
        headers: { Authorization: `Bearer ${token}` },
        parseAs: 'blob',
      }),
    );

  it('starts a job (202), answers it running (202) then succeeded (200), and serves its PDF', async () => {
    freezeDate();
    const token = await workplaceToken();
    const started = await exportPage(token);
    expect(started.status).toBe(202);
    const exportId = String(fieldsOf(started.body).id);
    advanceDate(2000);
    const running = await status(exportId, token);
    expect(running.status).toBe(202);
    expect(running.body).toMatchObject({ status: 'Running' });
    advanceDate(5000);
    const done = await status(exportId, token);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'Succeeded', percentComplete: 100, resourceFileExtension: '.pdf' });
    const pdf = await file(exportId, token);
    expect(pdf.status).toBe(200);
    expect(pdf.result.response.headers.get('content-type')).toBe('application/pdf');
  });

  it("exports with the portal's read scopes, and refuses (401) a token without the documented ones", async () => {
    const api = 'https://analysis.windows.net/powerbi/api';
    // Microsoft documents Report.Read.All with Dataset.Read.All for Export To File: read access suffices.
    expect(
      (await exportPage(await workplaceToken(3600, `${api}/Report.Read.All ${api}/Dataset.Read.All`))).status,
    ).toBe(202);
    const noDataset = await exportPage(await workplaceToken(3600, `${api}/Report.Read.All`));
    expect(noDataset.status).toBe(401);
    expect(fieldsOf(fieldsOf(noDataset.body).error).message).toBe(
      'The access token lacks the required scope: Dataset.ReadWrite.All or Dataset.Read.All',
    );
    const noReport = await getReport(reportId, await workplaceToken(3600, `${api}/Dashboard.Read.All`));
    expect(noReport.status).toBe(401);
    // And the portal asks for no write scope at all (R7.10).
    expect(workplaceSignIn.scopes.filter((scope) => /ReadWrite|Create/.test(scope))).toEqual([]);
  });

  it('answers 401 without a token, 400 for a format it does not export, 404 for an unknown export id', async () => {
    expect((await exportPage()).status).toBe(401);
    const token = await workplaceToken();
    const badFormat = await checked(
      'exportToFile',
      reportServiceClient.POST('/v1.0/myorg/reports/{reportId}/ExportTo', {
        params: { path: { reportId } },
        // A format the service knows (PowerPoint) but the contract, as the portal uses it, does not.
        body: { format: 'PPTX' as 'PDF' },
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    expect(badFormat.status).toBe(400);
    expect(fieldsOf(fieldsOf(badFormat.body).error).code).toBe('InvalidRequest');
    const unknownStatus = await status('bm8tc3VjaC1leHBvcnQ', token);
    expect(unknownStatus.status).toBe(404);
    expect(fieldsOf(fieldsOf(unknownStatus.body).error).code).toBe('PowerBIEntityNotFound');
    expect((await file('bm8tc3VjaC1leHBvcnQ', token)).status).toBe(404);
  });
});
