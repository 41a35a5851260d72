/**
 * The export polling against the mock report service (msw/node), on a fake clock: `setTimeout` and
 * `Date` are faked together, so the component's poll timer and the mock job's progress (a function
 * of `Date.now()`) move as one when the test advances time. No fixed waits: between steps of the
 * clock the test lets the requests in flight finish (the mock verifies tokens with WebCrypto, which
 * answers on the real event loop, not on the fake clock).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { mockReportServiceUrl } from '@/mocks/handlers';
import { EXPORT_DURATION_MS, EXPORT_FAILS_AFTER_MS } from '@/mocks/lib/export-jobs';
import { server } from '@/mocks/node';
import { setMockFault } from '@/mocks/scenarios/faults';
import { AppProviders } from '@/testing/app-providers';
import { captureDownloads } from '@/testing/capture-downloads';
import { allowConsole } from '@/testing/fail-on-console';
import { workplaceToken } from '@/testing/workplace-token';
import { MAX_EXPORT_STATE_LENGTH } from '@/mocks/handlers/report-exports';
import { encodeViewState } from '@/mocks/report-host/bookmark-state';
import { EXPORT_POLL_INTERVAL_MS, EXPORT_TEXT, type ExportFormat } from '../constants';
import { ExportReportMenu } from './export-report-menu';
import { holdDashboardToken } from '@/session/workplace/dashboard-token';
import { LiveAnnouncer } from '@/shared/ui/live-announcer';

const reportId = config.reports.marketIntelligence.id;
const exportsPath = `/v1.0/myorg/reports/${reportId}/exports/`;

/** Every status or file request the service received, in order. */
const exportCalls: string[] = [];
let inFlight = 0;
const recordCall = ({ request }: { request: Request }) => {
  inFlight += 1;
  const path = new URL(request.url).pathname;
  if (path.includes(exportsPath)) exportCalls.push(path.endsWith('/file') ? 'file' : 'status');
};
const endCall = () => {
  inFlight -= 1;
};

/** One turn of the real event loop (setImmediate is not faked). */
const realTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Until no request is in flight, and a few turns more for the client to read the answer. */
async function settle() {
  for (let turns = 0; inFlight > 0 || turns < 5; turns += 1) await realTurn();
}

const CLOCK_STEP_MS = 50;

const downloads = captureDownloads();

beforeEach(() => {
  // The menu's focus trap runs on a timer: on the fake clock it runs after the choice has closed the
  // menu again (in jsdom, whose transitions end on that clock too) and warns that it found nothing
  // to focus. A browser runs it while the menu is open (the e2e export test).
  allowConsole('warn', /^\[@mantine\/hooks\/use-focus-trap\] Failed to find focusable element/);
  server.events.on('request:start', recordCall);
  server.events.on('request:end', endCall);
});

afterEach(() => {
  server.events.removeListener('request:start', recordCall);
  server.events.removeListener('request:end', endCall);
  exportCalls.length = 0;
  inFlight = 0;
  vi.useRealTimers();
});

/** Lets the clock run for `ms`, in small steps, each after the answers in flight have arrived. */
const wait = (ms: number) =>
  act(async () => {
    let left = ms;
    do {
      await settle();
      const step = Math.min(CLOCK_STEP_MS, left);
      await vi.advanceTimersByTimeAsync(step);
      left -= step;
    } while (left > 0);
    await settle();
  });

const CHOICES = { PDF: EXPORT_TEXT.pdf, PNG: EXPORT_TEXT.png, PPTX: EXPORT_TEXT.pptx };

async function exportAs(format: ExportFormat, captureState?: () => Promise<string | undefined>) {
  render(
    <AppProviders>
      <LiveAnnouncer />
      <ExportReportMenu
        reportId={reportId}
        pageName="ReportSection2"
        reportName="Market Intelligence"
        captureState={captureState}
      />
    </AppProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: EXPORT_TEXT.export }));
  // The menu opens on real timers (its transition waits for animation frames); the clock is faked
  // from the choice on, before any export timer exists.
  const choice = await screen.findByRole('menuitem', { name: CHOICES[format] });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-11-23T10:00:00') });
  // Issued on the fake clock, which the mock service checks it against.
  holdDashboardToken(await workplaceToken());
  fireEvent.click(choice);
  await wait(0);
}

const progress = (format = 'PDF') => screen.queryByRole('progressbar', { name: EXPORT_TEXT.progressLabel(format) });
const percentOf = () => Number(progress()?.getAttribute('aria-valuenow'));

describe('ExportReportMenu', () => {
  it('shows the progress in percent as the job runs', async () => {
    await exportAs('PDF');
    expect(progress()).toBeInTheDocument();
    await wait(EXPORT_POLL_INTERVAL_MS);
    const early = percentOf();
    await wait(EXPORT_POLL_INTERVAL_MS);
    const later = percentOf();
    expect(early).toBeGreaterThan(0);
    expect(later).toBeGreaterThan(early);
    expect(screen.getByText(`${later}%`)).toBeInTheDocument();
    expect(downloads.downloads).toEqual([]);
  });

  it('downloads the file under the report name and day once the job succeeded, then offers Export again', async () => {
    await exportAs('PDF');
    await wait(EXPORT_DURATION_MS + EXPORT_POLL_INTERVAL_MS);
    expect(downloads.downloads).toEqual(['Market Intelligence 2026-11-23.pdf']);
    expect(downloads.blobs[0]?.type).toBe('application/pdf');
    expect(exportCalls.at(-1)).toBe('file');
    expect(progress()).not.toBeInTheDocument();
    expect(screen.getByTestId('live-announcer')).toHaveTextContent(EXPORT_TEXT.downloaded('PDF'));
    expect(screen.getByRole('button', { name: EXPORT_TEXT.export })).toBeInTheDocument();
  });

  it('exports PNG as an image file', async () => {
    await exportAs('PNG');
    expect(progress('PNG')).toBeInTheDocument();
    await wait(EXPORT_DURATION_MS + EXPORT_POLL_INTERVAL_MS);
    expect(downloads.downloads).toEqual(['Market Intelligence 2026-11-23.png']);
    expect(downloads.blobs[0]?.type).toBe('image/png');
  });

  it('offers PowerPoint, and saves a presentation', async () => {
    await exportAs('PPTX');
    await wait(EXPORT_DURATION_MS + EXPORT_POLL_INTERVAL_MS);
    expect(downloads.downloads).toEqual(['Market Intelligence 2026-11-23.pptx']);
    expect(downloads.blobs[0]?.type).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
  });

  it('sends the state on screen, as captured, with the page it exports', async () => {
    const state = encodeViewState({ reportId, page: 'ReportSection2', selection: 'Sep (6.1)' });
    const bodies: unknown[] = [];
    const recordBody = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/ExportTo'))
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    };
    server.events.on('request:start', recordBody);
    await exportAs('PDF', async () => state);
    await wait(EXPORT_POLL_INTERVAL_MS);
    server.events.removeListener('request:start', recordBody);
    expect(bodies).toEqual([
      {
        format: 'PDF',
        powerBIReportConfiguration: { pages: [{ pageName: 'ReportSection2' }], defaultBookmark: { state } },
      },
    ]);
    await wait(EXPORT_DURATION_MS);
    expect(downloads.downloads).toEqual(['Market Intelligence 2026-11-23.pdf']);
  });

  it('says in words when the service refuses the state on screen (too long), and exports nothing else instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await exportAs('PDF', async () => 'A'.repeat(MAX_EXPORT_STATE_LENGTH + 1));
    await wait(0);
    expect(screen.getByRole('alert')).toHaveTextContent(EXPORT_TEXT.failed('PDF'));
    expect(screen.getByRole('alert')).toHaveTextContent(EXPORT_TEXT.stateRefused);
    await wait(EXPORT_DURATION_MS);
    expect(exportCalls).toEqual([]);
    expect(downloads.downloads).toEqual([]);
  });

  it('cancel stops polling and discards the export', async () => {
    await exportAs('PDF');
    await wait(EXPORT_POLL_INTERVAL_MS);
    expect(exportCalls).toEqual(['status']);
    fireEvent.click(screen.getByRole('button', { name: EXPORT_TEXT.cancel }));
    expect(progress()).not.toBeInTheDocument();
    await wait(EXPORT_DURATION_MS * 3);
    expect(exportCalls).toEqual(['status']);
    expect(downloads.downloads).toEqual([]);
    expect(screen.getByRole('button', { name: EXPORT_TEXT.export })).toBeInTheDocument();
  });

  it('says a failed job failed and offers to try again, which exports anew', async () => {
    await setMockFault('exportToFile', 'job-failed');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await exportAs('PDF');
    await wait(EXPORT_FAILS_AFTER_MS + EXPORT_POLL_INTERVAL_MS);
    expect(screen.getByRole('alert')).toHaveTextContent(EXPORT_TEXT.failed('PDF'));
    expect(logged).toHaveBeenCalledWith('Report export failed', expect.any(Error));
    expect(progress()).not.toBeInTheDocument();
    const pollsWhenFailed = exportCalls.length;
    await wait(EXPORT_DURATION_MS);
    expect(exportCalls).toHaveLength(pollsWhenFailed);

    await setMockFault('exportToFile', 'none');
    fireEvent.click(screen.getByRole('button', { name: EXPORT_TEXT.retry }));
    await wait(0);
    expect(progress()).toBeInTheDocument();
    await wait(EXPORT_DURATION_MS + EXPORT_POLL_INTERVAL_MS);
    expect(downloads.downloads).toEqual(['Market Intelligence 2026-11-23.pdf']);
  });

  it('treats a call the service refuses as a failure too', async () => {
    await setMockFault('exportToFile', 'http-500');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await exportAs('PNG');
    await wait(0);
    expect(screen.getByRole('alert')).toHaveTextContent(EXPORT_TEXT.failed('PNG'));
    expect(screen.getByRole('button', { name: EXPORT_TEXT.retry })).toBeInTheDocument();
  });

  it('waits as long as Retry-After says before polling again', async () => {
    let polls = 0;
    server.use(
      http.get(`${mockReportServiceUrl}/v1.0/myorg/reports/:reportId/exports/:exportId`, ({ params }) => {
        polls += 1;
        return HttpResponse.json(
          { id: String(params.exportId), reportId, status: 'Running', percentComplete: 10 * polls },
          { status: 202, headers: { 'Retry-After': '5' } },
        );
      }),
    );
    await exportAs('PDF');
    await wait(EXPORT_POLL_INTERVAL_MS);
    expect(polls).toBe(1);
    await wait(4900);
    expect(polls).toBe(1);
    await wait(200);
    expect(polls).toBe(2);
    expect(percentOf()).toBe(20);
  });

  it('saves the file with the extension of the format asked for, whatever extension the service names', async () => {
    server.use(
      http.get(`${mockReportServiceUrl}/v1.0/myorg/reports/:reportId/exports/:exportId`, ({ params }) =>
        HttpResponse.json({
          id: String(params.exportId),
          reportId,
          status: 'Succeeded',
          percentComplete: 100,
          resourceLocation: `${mockReportServiceUrl}/v1.0/myorg/reports/${reportId}/exports/${String(params.exportId)}/file`,
          resourceFileExtension: '.html',
        }),
      ),
      http.get(
        `${mockReportServiceUrl}/v1.0/myorg/reports/:reportId/exports/:exportId/file`,
        () =>
          new HttpResponse(new TextEncoder().encode('%PDF-1.7'), { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    await exportAs('PDF');
    await wait(EXPORT_POLL_INTERVAL_MS);
    expect(downloads.downloads).toEqual(['Market Intelligence 2026-11-23.pdf']);
  });
});
