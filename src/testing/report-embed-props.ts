import { vi } from 'vitest';

/**
 * What `ReportEmbed` needs from its caller in a component test: the demo's first report, a token, and
 * renewals that succeed (each a fresh mock, so a test can read its calls).
 */
export function reportEmbedProps() {
  return {
    reportId: 'report-1',
    title: 'Market Intelligence',
    embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=report-1',
    accessToken: 'token',
    renewToken: vi.fn(async () => undefined),
    onSignInRequired: vi.fn(),
    renewIfExpiringSoon: vi.fn(async () => undefined),
  };
}
