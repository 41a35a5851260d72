/**
 * The cross-site stand-ins for the Power BI service as the production build reaches it:
 * - the REST API (`https://api.powerbi.com`): the report lookup and the export to file, answered by
 *   the same handlers as in the demo (handlers/reports.ts, handlers/report-exports.ts: the bearer
 *   check of audience, expiry and issuer), with the service's CORS: any origin, bearer tokens, no
 *   cookies;
 * - the embed host (`https://app.powerbi.com/reportEmbed`): the demo's report host page
 *   (report-host/host-page.ts, bundled for the browser), on its own origin, framed by the portal and
 *   talking to the real powerbi-client.
 */
import { getResponse } from 'msw';
import { getMockIdentitySwitches } from '../identity/switches';
import { reportExportHandlers } from '../handlers/report-exports';
import { reportHandlers } from '../handlers/reports';

const REST_CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Retry-After, Location, RequestId',
};

export async function answerReportServiceRequest(request: Request): Promise<Response | null> {
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...REST_CORS,
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Max-Age': '3600',
      },
    });
  }
  const answer = await getResponse([...reportHandlers, ...reportExportHandlers], request);
  if (!answer) return null;
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(REST_CORS)) headers.set(name, value);
  return new Response(answer.body, { status: answer.status, headers });
}

/** The built host page: its HTML (with the script at `scriptPath`) and that script. */
export interface ReportHostPage {
  html: string;
  script: string;
  scriptPath: string;
}

/**
 * The stand-ins' switches, as the host page (on the embed host's own origin, with an IndexedDB of its
 * own) reads them: written into the page it serves (`data-mock-switches`, read by visual-embed.ts).
 */
async function withSwitches(html: string): Promise<string> {
  const switches = JSON.stringify(await getMockIdentitySwitches()).replaceAll("'", '&#39;');
  return html.replace('<html lang="en">', `<html lang="en" data-mock-switches='${switches}'>`);
}

export async function answerReportEmbedRequest(request: Request, hostPage: ReportHostPage): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (request.method !== 'GET') return null;
  if (pathname === hostPage.scriptPath) {
    return new Response(hostPage.script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
  }
  // Any page of the embed host is the report host: the SDK frames `/reportEmbed?reportId=...`.
  if (pathname === '/reportEmbed') {
    return new Response(await withSwitches(hostPage.html), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return null;
}
