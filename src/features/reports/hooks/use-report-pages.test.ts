import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PowerBiReport } from '../lib/powerbi';
import { useReportPages, type PageChangeEntry } from './use-report-pages';

/** A report as the SDK gives it, as far as the hook uses it: its pages (1 = hidden) and `pageChanged`. */
function fakeReport(opened: string) {
  const handlers = new Map<string, (event: unknown) => void>();
  const page = (name: string, displayName: string, visibility: 0 | 1) => ({
    name,
    displayName,
    visibility,
    isActive: name === opened,
  });
  const report = {
    on: (name: string, handler: (event: unknown) => void) => handlers.set(name, handler),
    off: vi.fn(),
    getPages: vi.fn(async () => [
      page('ReportSection1', 'Share by State', 0),
      page('ReportSection2', 'Monthly Trend', 0),
      page('ReportSectionStateDetail', 'State detail', 1),
      page('ReportSectionTooltip1', 'Tooltip 1', 1),
    ]),
    setPage: vi.fn(async () => undefined),
  };
  const pageChanged = (name: string) =>
    act(() => handlers.get('pageChanged')?.(new CustomEvent('pageChanged', { detail: { newPage: { name } } })));
  return { report, pageChanged };
}

function renderPages(opened: string, url: { page?: string; drilled?: boolean } = {}) {
  const { report, pageChanged } = fakeReport(opened);
  const onPageChange = vi.fn<(page: string, entry: PageChangeEntry) => void>();
  const view = renderHook(
    (props: { page?: string; drilled?: boolean }) =>
      useReportPages(report as unknown as PowerBiReport, props.page, onPageChange, props.drilled),
    { initialProps: url },
  );
  return { ...view, report, pageChanged, onPageChange };
}

describe('useReportPages: hidden pages are never pages to the person', () => {
  it('lists only the visible pages, while the report has hidden ones', async () => {
    const { result } = renderPages('ReportSection1');
    await waitFor(() => expect(result.current.pagesRead).toBe(true));
    expect(result.current.pages.map((page) => page.displayName)).toEqual(['Share by State', 'Monthly Trend']);
    expect(result.current.activePage).toBe('ReportSection1');
    expect(result.current.hiddenPage).toBeNull();
  });

  it('a URL naming a hidden page opens the first visible page, and the URL says so', async () => {
    const { result, report, onPageChange } = renderPages('ReportSectionStateDetail', {
      page: 'ReportSectionStateDetail',
    });
    await waitFor(() => expect(result.current.pagesRead).toBe(true));
    expect(report.setPage).toHaveBeenCalledWith('ReportSection1');
    expect(onPageChange).toHaveBeenCalledWith('ReportSection1', 'replace');
  });

  it('a drill-through shows the hidden page with no tab active, marks the URL, and the report’s Back goes back', async () => {
    const { result, pageChanged, onPageChange, rerender } = renderPages('ReportSection1', { page: 'ReportSection1' });
    await waitFor(() => expect(result.current.pagesRead).toBe(true));

    pageChanged('ReportSectionStateDetail');
    expect(result.current.activePage).toBeNull();
    expect(result.current.hiddenPage).toEqual({ name: 'ReportSectionStateDetail', displayName: 'State detail' });
    expect(onPageChange).toHaveBeenLastCalledWith('ReportSectionStateDetail', 'drill');

    rerender({ page: 'ReportSection1', drilled: true });
    pageChanged('ReportSection1');
    expect(onPageChange).toHaveBeenLastCalledWith('ReportSection1', 'back');
    expect(result.current.activePage).toBe('ReportSection1');
  });

  it("the browser's Back from a drill-through opens the page drilled from", async () => {
    const { result, report, pageChanged, rerender } = renderPages('ReportSection1', { page: 'ReportSection1' });
    await waitFor(() => expect(result.current.pagesRead).toBe(true));
    pageChanged('ReportSectionStateDetail');
    rerender({ page: 'ReportSection1', drilled: true });
    expect(report.setPage).not.toHaveBeenCalled();

    rerender({ page: 'ReportSection1', drilled: false });
    expect(report.setPage).toHaveBeenCalledWith('ReportSection1');
  });

  it('a reload of a drill-through’s entry opens the page drilled from and drops the mark', async () => {
    const { result, onPageChange } = renderPages('ReportSection2', { page: 'ReportSection2', drilled: true });
    await waitFor(() => expect(result.current.pagesRead).toBe(true));
    expect(onPageChange).toHaveBeenCalledWith('ReportSection2', 'replace');
  });
});
