import { render, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { config, workplaceSignIn } from '@/config';
import { queryClient } from '@/shared/query/query-client';

// Which of the report view's two halves were fetched (their modules, faked: nothing renders).
const imported = vi.hoisted(() => [] as string[]);
const lookUpReportAhead = vi.hoisted(() => vi.fn());
const prepareReportFrame = vi.hoisted(() => vi.fn());
vi.mock('./report-view', () => {
  imported.push('frame (powerbi-client)');
  return {
    ReportView: () => null,
    lookUpReportAhead,
    prepareReportFrame,
    loadReportViewContent: () => import('./report-view-content'),
  };
});
vi.mock('./report-view-content', () => {
  imported.push('workplace side (MSAL)');
  return { ReportViewContent: () => null };
});

describe('the lazy ReportView', () => {
  it('fetches the workplace side (MSAL) together with the frame (powerbi-client), not once the frame has run', async () => {
    const { ReportView } = await import('./index');
    expect(imported).toEqual([]);
    render(
      <Suspense fallback={null}>
        <ReportView reportId="report-1" title="Market Intelligence" company="Evergreen Life" />
      </Suspense>,
    );
    // The frame here renders nothing, so only the lazy view itself can have asked for the other half.
    await waitFor(() => expect(imported).toHaveLength(2));
    expect(imported).toEqual(expect.arrayContaining(['frame (powerbi-client)', 'workplace side (MSAL)']));
    // Meanwhile the connections to the report service's embed page and API are opened (when on
    // another origin: the tests' embed page is the local mock report host).
    const preconnected = [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) =>
      link.hasAttribute('crossorigin') ? `${link.getAttribute('href')} (CORS)` : link.getAttribute('href'),
    );
    const expected = [
      [new URL(workplaceSignIn.reportEmbedBaseUrl, window.location.href).origin, ''],
      [new URL(config.reportServiceUrl, window.location.href).origin, ' (CORS)'],
    ]
      .filter(([origin]) => origin !== window.location.origin)
      .map(([origin, cors]) => `${origin}${cors}`);
    expect(expected).not.toEqual([]);
    expect(preconnected).toEqual(expected);
  });

  it("sends the report's lookup and prepares its frame with the route's preload, before the page renders the view", async () => {
    const { preloadReportView } = await import('./index');
    await preloadReportView('report-7');
    // The lookup itself needs a stored, unexpired workplace token (report-view.tsx); here its call.
    expect(lookUpReportAhead).toHaveBeenCalledWith(queryClient, 'report-7');
    // So does the frame (prepared-report-frame.ts; e2e/built/report-frame-ahead.spec.ts).
    expect(prepareReportFrame).toHaveBeenCalledOnce();
  });
});
