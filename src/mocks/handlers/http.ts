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

/**
 * Where the public base URL of the API comes from (contract: "Deployment"): a configured URL
 * (`npm run mock-server -- --public-url`), or the `X-Forwarded-Proto`, `X-Forwarded-Host` and
 * `X-Forwarded-Prefix` headers when a trusted proxy sets them (`--trust-proxy`); otherwise the
 * handlers' own base URL. Never from a client's headers unless the proxy is trusted.
 */
const publicBase: { url: string | null; trustProxy: boolean } = { url: null, trustProxy: false };

export function configurePublicApiBaseUrl(options: { publicUrl?: string | null; trustProxy?: boolean }): void {
  publicBase.url = options.publicUrl ? options.publicUrl.replace(/\/$/, '') : null;
  publicBase.trustProxy = options.trustProxy ?? false;
}

/** The first value of a possibly repeated (comma-separated) forwarding header. */
function forwarded(request: Request, name: string): string | undefined {
  return request.headers.get(name)?.split(',')[0]?.trim() || undefined;
}

/** The absolute base URL the API is reached at by the portal, for the URLs it answers (pictures). */
export function publicApiBaseUrl(request: Request): string {
  if (publicBase.url) return publicBase.url;
  if (publicBase.trustProxy) {
    const host = forwarded(request, 'x-forwarded-host');
    const proto = forwarded(request, 'x-forwarded-proto') ?? 'http';
    const prefix = (forwarded(request, 'x-forwarded-prefix') ?? '').replace(/\/$/, '');
    const valid =
      host !== undefined &&
      /^[A-Za-z0-9.-]+(:[0-9]{1,5})?$|^\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$/.test(host) &&
      /^https?$/.test(proto) &&
      /^(\/[A-Za-z0-9._~-]+)*$/.test(prefix);
    if (valid) return `${proto}://${host}${prefix}`;
  }
  return mockApiBaseUrl;
}

/** The portal origins the CORS allow-list names (the mock server's `--origin`); set once at its start. */
let allowedPortalOrigins: readonly string[] = [];

export function configureAllowedOrigins(origins: readonly string[]): void {
  allowedPortalOrigins = origins;
}

/**
 * Whether a request may change state from where it was sent (contract: the picture upload): no
 * `Origin` (not sent by a browser), the API's own origin, or one on the CORS allow-list. A call the
 * browser preflights never reaches a handler from another origin; a multipart POST is not preflighted.
 */
export function isFromAllowedOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  return origin === new URL(publicApiBaseUrl(request)).origin || allowedPortalOrigins.includes(origin);
}

/** Handlers typed by the contract, for the portal backend. */
export const apiHttp = createOpenApiHttp<paths>({ baseUrl: mockApiBaseUrl });
/** Handlers typed by openapi/powerbi-reports.yaml, for the report service (Microsoft's API). */
export const reportHttp = createOpenApiHttp<powerBiReportPaths>({ baseUrl: mockReportServiceUrl });
