import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISUAL_CLICK_SETTLE_MS } from '../constants';
import type { PowerBiReport } from '../lib/powerbi';
import { useVisualSelection } from './use-visual-selection';

/** A report that raises the SDK's events as `CustomEvent`s to its handlers, as the SDK does. */
function fakeReport() {
  const handlers = new Map<string, Set<(event: unknown) => void>>();
  const report = {
    on: (name: string, handler: (event: unknown) => void) => {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)!.add(handler);
    },
    off: (name: string, handler: (event: unknown) => void) => handlers.get(name)?.delete(handler),
  };
  const raise = (name: string, detail: unknown) =>
    handlers.get(name)?.forEach((handler) => handler(new CustomEvent(name, { detail })));
  return { report: report as unknown as PowerBiReport, raise, handlers };
}

const CARDS = { name: 'kpiMarket', title: 'Year to date', type: 'multiRowCard' };
const BARS = { name: 'barShare', title: 'Market share by state', type: 'clusteredBarChart' };
const dataSelected = (visual: typeof CARDS, measure: string, column?: string) => ({
  visual,
  dataPoints: [
    {
      identity: column ? [{ target: { table: 'Report', column }, equals: 'Texas' }] : [],
      values: [{ target: { table: 'Measures', measure }, value: 1 }],
    },
  ],
});

describe('useVisualSelection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes one selection of a click’s visualClicked and dataSelected, with the data point’s fields', () => {
    const { report, raise } = fakeReport();
    const { result } = renderHook(() => useVisualSelection(report, true));
    act(() => {
      raise('visualClicked', { visual: CARDS });
      raise('dataSelected', dataSelected(CARDS, 'Market share'));
    });
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(VISUAL_CLICK_SETTLE_MS));
    expect(result.current).toEqual({ visual: CARDS, fields: ['Market share'] });
  });

  it('takes the events in either order, measures before category columns', () => {
    const { report, raise } = fakeReport();
    const { result } = renderHook(() => useVisualSelection(report, true));
    act(() => {
      raise('dataSelected', dataSelected(BARS, 'Market share', 'State'));
      raise('visualClicked', { visual: BARS });
      vi.advanceTimersByTime(VISUAL_CLICK_SETTLE_MS);
    });
    expect(result.current).toEqual({ visual: BARS, fields: ['Market share', 'State'] });
  });

  it('gives a new selection per click, even of the same visual', () => {
    const { report, raise } = fakeReport();
    const { result } = renderHook(() => useVisualSelection(report, true));
    act(() => {
      raise('visualClicked', { visual: CARDS });
      vi.advanceTimersByTime(VISUAL_CLICK_SETTLE_MS);
    });
    const first = result.current;
    act(() => {
      raise('visualClicked', { visual: CARDS });
      vi.advanceTimersByTime(VISUAL_CLICK_SETTLE_MS);
    });
    expect(result.current).toEqual(first);
    expect(result.current).not.toBe(first);
  });

  it('settles a click at once when another visual is clicked', () => {
    const { report, raise } = fakeReport();
    const seen: unknown[] = [];
    renderHook(() => {
      const selection = useVisualSelection(report, true);
      if (selection && seen.at(-1) !== selection) seen.push(selection);
      return selection;
    });
    // Each event in a task of its own, as messages from the report's frame arrive.
    act(() => raise('visualClicked', { visual: CARDS }));
    act(() => raise('visualClicked', { visual: BARS }));
    expect(seen).toHaveLength(1);
    act(() => vi.advanceTimersByTime(VISUAL_CLICK_SETTLE_MS));
    expect(seen.map((selection) => (selection as { visual: { name: string } }).visual.name)).toEqual([
      CARDS.name,
      BARS.name,
    ]);
  });

  it('listens only while enabled, and forgets the last click when disabled', () => {
    const { report, raise, handlers } = fakeReport();
    const { result, rerender } = renderHook(({ enabled }) => useVisualSelection(report, enabled), {
      initialProps: { enabled: false },
    });
    expect(handlers.get('visualClicked')?.size ?? 0).toBe(0);
    rerender({ enabled: true });
    act(() => {
      raise('visualClicked', { visual: CARDS });
      vi.advanceTimersByTime(VISUAL_CLICK_SETTLE_MS);
    });
    expect(result.current?.visual).toEqual(CARDS);
    rerender({ enabled: false });
    expect(result.current).toBeNull();
    expect(handlers.get('visualClicked')?.size).toBe(0);
  });
});
