import { describe, expect, it } from 'vitest';
import { decodeViewState, encodeViewState } from './bookmark-state';

describe('bookmark state of the mock report host', () => {
  it('round-trips the page and the selection, names included', () => {
    const state = { reportId: 'r1', page: 'ReportSection2', selection: 'Sep (6.1) – Zürich' };
    expect(decodeViewState(encodeViewState(state), 'r1')).toEqual(state);
  });

  it("refuses another report's state and anything that is not a state it captured", () => {
    const state = encodeViewState({ reportId: 'r1', page: 'ReportSection1', selection: null });
    expect(decodeViewState(state, 'r2')).toBeNull();
    expect(decodeViewState('not base64 !', 'r1')).toBeNull();
    expect(decodeViewState(btoa('{"page":"x"}'), 'r1')).toBeNull();
  });
});
