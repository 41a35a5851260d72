import { createOpenApiHttp } from 'openapi-msw';
import type { paths as powerBiReportPaths } from '@/api/powerbi-reports.gen';
import type { paths } from '@/api/schema.gen';
import { config } from '@/config';

/** Resolves a relative base URL (`/api`) against the page's origin, as the app's client does. */
export function resolveMockBaseUrl(baseUrl: string): string {
  if (/^https?:\/\//i.test(baseUrl)) return baseUrl.replace(/\/$/, '');
  const origin = typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://localhost';
  return new URL(baseUrl, `${origin}/`).href.replace(/\/$/, '');
}

/** Absolute base URL of the portal backend the handlers answer for. */
export const mockApiBaseUrl = resolveMockBaseUrl(config.apiBaseUrl);
/** Base URL of the external report service the handlers answer for. */
export const mockReportServiceUrl = resolveMockBaseUrl(config.reportServiceUrl);

/** Handlers typed by the contract, for the portal backend. */
export const apiHttp = createOpenApiHttp<paths>({ baseUrl: mockApiBaseUrl });
/** Handlers typed by openapi/powerbi-reports.yaml, for the report service (Microsoft's API). */
export const reportHttp = createOpenApiHttp<powerBiReportPaths>({ baseUrl: mockReportServiceUrl });
