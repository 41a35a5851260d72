import { describe, expect, it } from 'vitest';
import { decodeViewState, encodeViewState } from './bookmark-state';

describe('bookmark state of the mock report host', () => {
  it('round-trips the page, the selection, the filters and a drill-through, names included', () => {
    const state = {
      reportId: 'r1',
      page: 'ReportSection2',
      selection: 'Sep (6.1) – Zürich',
      filters: { State: ['Texas', 'Florida'], Month: ['Sep'] },
      drill: { from: 'ReportSection1', column: 'State', equals: 'Texas' },
    };
    expect(decodeViewState(encodeViewState(state), 'r1')).toEqual(state);
  });

  it("refuses another report's state and anything that is not a state it issued", () => {
    const state = encodeViewState({ reportId: 'r1', page: 'ReportSection1', selection: null });
    expect(decodeViewState(state, 'r2')).toBeNull();
    expect(decodeViewState('not base64 !', 'r1')).toBeNull();
    expect(decodeViewState(btoa('{"page":"x"}'), 'r1')).toBeNull();
  });

  it('refuses a state edited after it was issued (a month or a state slipped in)', () => {
    const issued = JSON.parse(
      atob(encodeViewState({ reportId: 'r1', page: 'P', selection: null, filters: { Month: ['Sep'] } })),
    ) as { json: string; seal: string };
    const forged = btoa(JSON.stringify({ ...issued, json: issued.json.replace('Sep', 'Aug') }));
    expect(decodeViewState(forged, 'r1')).toBeNull();
  });
});
