import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOKEN_EXPIRED_RELOADS, REPORT_LOAD_WATCHDOG_MS, REPORT_PAGES_WAIT_MS } from '../constants';
import { reloadPage } from '../lib/reload-page';
import type { ReloadCounter } from '../lib/token-expired';
import { reportEmbedProps } from '@/testing/report-embed-props';
import { ReportEmbed } from './report-embed';

// The SDK's service, faked: each embed gets a report whose handlers the test calls as the SDK would.
const sdk = vi.hoisted(() => {
  type Handler = (event: CustomEvent<unknown>) => void;
  const embeds: Map<string, Handler>[] = [];
  /** The report's answer to `getPages`: a test may hold it. */
  const pages = { answer: () => Promise.resolve<{ name: string; displayName: string; isActive: boolean }[]>([]) };
  const service = {
    embed: vi.fn(() => {
      const handlers = new Map<string, Handler>();
      embeds.push(handlers);
      return {
        on: (name: string, handler: Handler) => handlers.set(name, handler),
        off: vi.fn(),
        setAccessToken: vi.fn(),
        getPages: vi.fn(() => pages.answer()),
        setPage: vi.fn(async () => undefined),
        bookmarksManager: { capture: vi.fn(async () => ({ name: 'b', displayName: 'b', state: 'state' })) },
      };
    }),
    reset: vi.fn(),
  };
  return { embeds, pages, service };
});
vi.mock('../lib/powerbi', () => ({
  powerBiService: () => ({ service: sdk.service, componentType: 'report', sdk: {} }),
}));
vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

function raise(name: string, detail: unknown = null) {
  const handler = sdk.embeds.at(-1)?.get(name);
  if (!handler) throw new Error(`no ${name} handler`);
  act(() => handler(new CustomEvent(name, { detail })));
}

/** The service's error event, as powerbi-models' IError shapes it. */
const loadReportFailed = {
  message: 'LoadReportFailed',
  detailedMessage: 'Get report failed',
  errorCode: '403',
  level: 6,
  technicalDetails: { requestId: 'request-1', errorInfo: [{ key: 'ErrorCode', value: 'LoadReportFailed' }] },
};
const tokenExpired = { ...loadReportFailed, message: 'TokenExpired' };

function renderEmbed(overrides: Partial<Parameters<typeof ReportEmbed>[0]> = {}) {
  const counter: ReloadCounter & { count: number } = {
    count: 0,
    read: () => counter.count,
    write: (next) => {
      counter.count = next;
    },
  };
  const props = {
    ...reportEmbedProps(),
    reloadCounter: counter,
    ...overrides,
  };
  const view = render(
    <MantineProvider>
      <ReportEmbed {...props} />
    </MantineProvider>,
  );
  return { ...view, props, counter };
}

const failure = () => screen.getByRole('alert');

describe('ReportEmbed: every outcome ends drawn or failed, never spinning', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sdk.embeds.length = 0;
    sdk.service.embed.mockClear();
    vi.mocked(reloadPage).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('an embed error other than TokenExpired shows the failure with Try again, and is logged', () => {
    renderEmbed();
    raise('error', loadReportFailed);
    expect(within(failure()).getByText('This dashboard could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the dashboard' })).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Embedded report error', loadReportFailed);

    fireEvent.click(within(failure()).getByRole('button', { name: 'Try again' }));
    expect(sdk.service.embed).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();
    raise('loaded');
    raise('rendered');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it(`a report that sends no "loaded" within ${REPORT_LOAD_WATCHDOG_MS / 1000} s shows the failure`, () => {
    renderEmbed();
    act(() => vi.advanceTimersByTime(REPORT_LOAD_WATCHDOG_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(failure()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a report that loads in time is never failed by the watchdog', () => {
    renderEmbed();
    raise('loaded');
    act(() => vi.advanceTimersByTime(REPORT_LOAD_WATCHDOG_MS * 2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it(`TokenExpired after ${MAX_TOKEN_EXPIRED_RELOADS} reloads shows the failure instead of reloading again`, async () => {
    const { props, counter } = renderEmbed();
    counter.count = MAX_TOKEN_EXPIRED_RELOADS;
    raise('error', tokenExpired);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(props.renewToken).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(within(failure()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('TokenExpired renews and reloads after 1 s; unmounted before that, nothing reloads', async () => {
    const first = renderEmbed();
    raise('error', tokenExpired);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(first.props.renewToken).toHaveBeenCalledTimes(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(first.counter.count).toBe(1);
    first.unmount();

    const second = renderEmbed();
    raise('error', tokenExpired);
    await act(() => vi.advanceTimersByTimeAsync(500));
    second.unmount();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('ReportEmbed: a click on a visual renews a token near its end', () => {
  beforeEach(() => {
    sdk.embeds.length = 0;
  });

  it('asks for the renewal on each click, and nothing else while it succeeds', async () => {
    const { props } = renderEmbed();
    raise('visualClicked');
    raise('visualClicked');
    await act(() => Promise.resolve());
    expect(props.renewIfExpiringSoon).toHaveBeenCalledTimes(2);
    expect(props.onSignInRequired).not.toHaveBeenCalled();
  });

  it('a renewal only a sign-in can help goes to the sign-in', async () => {
    const { props } = renderEmbed({ renewIfExpiringSoon: vi.fn(() => Promise.reject(new Error('login_required'))) });
    raise('visualClicked');
    await vi.waitFor(() => expect(props.onSignInRequired).toHaveBeenCalledTimes(1));
  });
});

describe('ReportEmbed: the report shows where it stays', () => {
  // As the SDK gives them: what the report shows on a page (its visuals) is read too.
  const twoPages = [
    { name: 'ReportSection1', displayName: 'Share by State', isActive: true, getVisuals: async () => [] },
    { name: 'ReportSection2', displayName: 'Monthly Trend', isActive: false, getVisuals: async () => [] },
  ];
  beforeEach(() => {
    sdk.embeds.length = 0;
  });
  afterEach(() => {
    sdk.pages.answer = () => Promise.resolve([]);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('a report drawn before it said its pages stays under the loader until its page tabs are above it', async () => {
    // Every reader of the pages (the tabs, what the report shows) waits for the same answer.
    let answer: (found: typeof twoPages) => void = () => undefined;
    const held = new Promise<typeof twoPages>((resolve) => (answer = resolve));
    sdk.pages.answer = () => held;
    const { container } = renderEmbed();
    raise('loaded');
    raise('rendered');
    // On a phone the tabs are a row of their own: had the report shown now, they would push it down.
    expect(container.querySelector('[data-embed-phase]')).toHaveAttribute('data-embed-phase', 'loading');
    expect(screen.getByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await act(async () => answer(twoPages));
    expect(container.querySelector('[data-embed-phase]')).toHaveAttribute('data-embed-phase', 'rendered');
    expect(screen.getByRole('tab', { name: 'Share by State' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the dashboard' })).not.toBeInTheDocument();
  });

  it('a report whose pages cannot be read shows all the same (without tabs), and the failure is logged', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sdk.pages.answer = () => Promise.reject(new Error('no answer'));
    const { container } = renderEmbed();
    raise('loaded');
    raise('rendered');
    await vi.waitFor(() =>
      expect(container.querySelector('[data-embed-phase]')).toHaveAttribute('data-embed-phase', 'rendered'),
    );
    expect(console.error).toHaveBeenCalledWith('The report pages could not be read', expect.any(Error));
  });

  it(`a report that never says its pages shows without tabs after ${REPORT_PAGES_WAIT_MS / 1000} s, never spinning`, () => {
    vi.useFakeTimers();
    sdk.pages.answer = () => new Promise(() => undefined);
    const { container } = renderEmbed();
    raise('loaded');
    raise('rendered');
    act(() => vi.advanceTimersByTime(REPORT_PAGES_WAIT_MS - 1));
    expect(container.querySelector('[data-embed-phase]')).toHaveAttribute('data-embed-phase', 'loading');
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('[data-embed-phase]')).toHaveAttribute('data-embed-phase', 'rendered');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('ReportEmbed: a linked view opens as it was saved (issue 58)', () => {
  const westRegion = { name: 'West region', state: 'state of West region', pageName: 'ReportSection2' };
  const configOf = (call: number) => (sdk.service.embed.mock.calls[call] as unknown[] | undefined)?.[1];

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sdk.embeds.length = 0;
    sdk.service.embed.mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('waits for the view, then embeds once in its state and on its page; the URL drops the link', () => {
    const onLinkedViewUsed = vi.fn();
    const { rerender, props } = renderEmbed({ linkedView: { status: 'reading' }, onLinkedViewUsed });
    // Never the report's default view first.
    expect(sdk.service.embed).not.toHaveBeenCalled();
    const read = { ...props, linkedView: { status: 'read' as const, view: westRegion }, onLinkedViewUsed };
    rerender(
      <MantineProvider>
        <ReportEmbed {...read} />
      </MantineProvider>,
    );
    expect(sdk.service.embed).toHaveBeenCalledOnce();
    expect(configOf(0)).toMatchObject({ pageName: 'ReportSection2', bookmark: { state: 'state of West region' } });
    expect(onLinkedViewUsed).toHaveBeenCalledWith('ReportSection2');
    // The view is embedded once: Try again opens the report's own view.
    raise('error', loadReportFailed);
    fireEvent.click(within(failure()).getByRole('button', { name: 'Try again' }));
    expect(configOf(1)).not.toHaveProperty('bookmark');
  });

  it("opens the view in React's StrictMode too, whose embed runs twice", () => {
    render(
      <StrictMode>
        <MantineProvider>
          <ReportEmbed
            reportId="report-1"
            title="Market Intelligence"
            embedUrl="https://app.powerbi.com/reportEmbed?reportId=report-1"
            accessToken="token"
            renewToken={vi.fn(async () => undefined)}
            onSignInRequired={vi.fn()}
            renewIfExpiringSoon={vi.fn(async () => undefined)}
            linkedView={{ status: 'read', view: westRegion }}
          />
        </MantineProvider>
      </StrictMode>,
    );
    expect(sdk.service.embed.mock.calls.length).toBeGreaterThan(0);
    for (const [, config] of sdk.service.embed.mock.calls as unknown as [unknown, unknown][])
      expect(config).toMatchObject({ bookmark: { state: 'state of West region' } });
  });

  it('a view that cannot be read says why, and the report opens in its own view', () => {
    const onLinkedViewUsed = vi.fn();
    renderEmbed({ linkedView: { status: 'failed', text: 'This shared view no longer exists.' }, onLinkedViewUsed });
    expect(configOf(0)).not.toHaveProperty('bookmark');
    expect(onLinkedViewUsed).toHaveBeenCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent('This shared view no longer exists.');
  });
});
