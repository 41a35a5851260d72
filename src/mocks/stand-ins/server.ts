/**
 * The cross-site stand-ins for Microsoft's services in one https server (`npm run stand-ins`, started
 * by the browser tests of the production build): each request is answered by the site its Host names,
 * the identity provider's (the configured authority's host), the Power BI REST API's or the embed
 * host's, so the browser, which the tests point at this server for those host names, meets each on
 * its own site with real TLS, cookies, CORS and framing rules. Bundled and started by
 * scripts/serve/stand-ins.mjs.
 */
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { config, workplaceSignIn } from '@/config';
import type { AppRegistration } from '../identity/authorize-rules';
import { resetMockIdentitySwitches, setMockIdentitySwitch, type MockIdentitySwitches } from '../identity/switches';
import { tokenRequestLog } from '../identity/token-endpoint';
import { fetchRequestOf, readBody, writeFetchResponse } from '../server/fetch-bridge';
import { answerIdentityRequest } from './identity-site';
import { answerReportEmbedRequest, answerReportServiceRequest, type ReportHostPage } from './report-sites';

export interface StandInOptions {
  port: number;
  tls: { key: string; cert: string };
  /** The portal origins registered with the app (their redirect bridge is a redirect URI). */
  portalOrigins: readonly string[];
  hostPage: ReportHostPage;
  /** Test hooks under `/__test/` on every host: reset, token requests, Mock tools switches. */
  hooks: boolean;
  verbose?: boolean;
}

/** The host names the stand-ins answer for, from the configuration the production build was given. */
export const STAND_IN_HOSTS = {
  identity: new URL(workplaceSignIn.authority).hostname,
  reportService: new URL(config.reportServiceUrl).hostname,
  reportEmbed: new URL(workplaceSignIn.reportEmbedBaseUrl).hostname,
};

async function answerHook(request: Request): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (pathname === '/__test/reset' && request.method === 'POST') {
    tokenRequestLog.length = 0;
    await resetMockIdentitySwitches();
    return new Response(null, { status: 204 });
  }
  if (pathname === '/__test/token-requests' && request.method === 'GET') return Response.json(tokenRequestLog);
  if (pathname === '/__test/switch' && request.method === 'POST') {
    const { name, on } = (await request.json()) as { name: keyof MockIdentitySwitches; on: boolean };
    await setMockIdentitySwitch(name, on === true);
    return new Response(null, { status: 204 });
  }
  return null;
}

async function answer(request: Request, options: StandInOptions, registration: AppRegistration) {
  const { hostname: host, pathname } = new URL(request.url);
  if (pathname.startsWith('/__test/')) return options.hooks ? answerHook(request) : null;
  if (host === STAND_IN_HOSTS.identity) return answerIdentityRequest(request, registration);
  if (host === STAND_IN_HOSTS.reportService) return answerReportServiceRequest(request);
  if (host === STAND_IN_HOSTS.reportEmbed) return answerReportEmbedRequest(request, options.hostPage);
  return null;
}

export async function startStandIns(options: StandInOptions): Promise<{ url: string; close(): Promise<void> }> {
  const redirectPath = new URL(workplaceSignIn.redirectUri).pathname;
  const registration: AppRegistration = {
    clientId: workplaceSignIn.clientId,
    redirectUris: options.portalOrigins.map((origin) => new URL(redirectPath, origin).href),
  };
  const server = createServer(options.tls, (request, response) => {
    void (async () => {
      // The site is the Host's name; the port is this server's, never part of the service's URL.
      const hostname = new URL(`https://${request.headers.host ?? 'localhost'}`).hostname;
      const url = new URL(request.url ?? '/', `https://${hostname}`);
      const read = await readBody(request).catch(() => null);
      // The client went before its body had come: no one to answer.
      if (!read) return;
      const answered = await answer(fetchRequestOf(request, url, read.body), options, registration);
      if (options.verbose || !answered)
        console.log(`stand-ins: ${request.method} ${url.href} ${answered?.status ?? 404}`);
      await writeFetchResponse(response, answered ?? new Response('Not found', { status: 404 }));
    })().catch((error: unknown) => {
      console.error('stand-ins: handler failed', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  // As the mock server's (src/mocks/server/http-server.ts): no idle connection closed under a test hook's request.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
