/**
 * What the mock backend's service worker lets through at once: a GET that is not the backend's (the
 * app's chunks, pages, pictures) is passed on by its first handler, before the others are matched.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers as backendHandlers, mockApiBaseUrl, mockReportServiceUrl, passThroughWhatIsNotTheBackend } from '.';

const handlers = [passThroughWhatIsNotTheBackend, ...backendHandlers];

const intention = async (request: Request) => (await getResponse(handlers, request))?.headers.get('x-msw-intention');

describe('the mock backend’s handlers', () => {
  it('pass an app file, a page or a picture of another host straight through', async () => {
    const origin = new URL(mockApiBaseUrl).origin;
    for (const url of [`${origin}/assets/report-view-abcd1234.js`, `${origin}/mock-pages/report-host.html`]) {
      expect(await intention(new Request(url)), url).toBe('passthrough');
    }
  });

  it('answer the backend’s and the report service’s GETs themselves', async () => {
    for (const url of [
      `${mockApiBaseUrl}/reports/3f1c9a52-6d0b-4e8a-9b1e-2a7c5d4e8f01/saved-views`,
      `${mockReportServiceUrl}/v1.0/myorg/reports/3f1c9a52-6d0b-4e8a-9b1e-2a7c5d4e8f01`,
    ]) {
      const answer = await getResponse(handlers, new Request(url));
      expect(answer?.headers.get('x-msw-intention'), url).toBeNull();
      // Neither is asked with a token or a cookie.
      expect(answer?.status, url).toBe(401);
    }
  });
});
