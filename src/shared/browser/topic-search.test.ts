import { describe, expect, it } from 'vitest';
import { isShareId, validateTopicSearch } from './topic-search';

const SHARE_ID = '9f8e7d6c5b4a39281706f5e4d3c2b1a0';

const HOSTILE = [
  'javascript:alert(1)',
  '../../__test/outbox',
  '..%2F..%2F__test%2Foutbox',
  '/__test/reset',
  `${SHARE_ID}/../../__test/outbox`,
  `${SHARE_ID}?x=1`,
  `${SHARE_ID}#x`,
  `${SHARE_ID} `,
  '<img src=x onerror=alert(1)>',
  'ReportSection1\n',
  '',
  'a'.repeat(101),
];

describe('validateTopicSearch (the topic route: ?page=, ?view=, ?saved= and ?drill=)', () => {
  it('keeps the mark of a drill-through entry only as the router writes it (true)', () => {
    expect(validateTopicSearch({ page: 'ReportSection1', drill: true }).drill).toBe(true);
    expect(validateTopicSearch({ page: 'ReportSection1', drill: 'ReportSectionStateDetail' }).drill).toBeUndefined();
  });

  it('keeps a report page name, a share id and a view id as the links write them', () => {
    expect(validateTopicSearch({ page: 'ReportSection2', view: SHARE_ID, saved: 'v_0123456789abcdef' })).toEqual({
      page: 'ReportSection2',
      view: SHARE_ID,
      saved: 'v_0123456789abcdef',
    });
  });

  it.each(HOSTILE)('drops %j, answering undefined so the router cannot merge the raw value back', (hostile) => {
    const search = validateTopicSearch({ page: hostile, view: hostile, saved: hostile, drill: hostile });
    expect(search).toEqual({ page: undefined, view: undefined, saved: undefined, drill: undefined });
    // The keys are there (with undefined): TanStack Router spreads this over the raw search.
    expect(Object.keys(search).sort()).toEqual(['drill', 'page', 'saved', 'view']);
    expect({ page: hostile, view: hostile, saved: hostile, drill: hostile, ...search }).toEqual({
      page: undefined,
      view: undefined,
      saved: undefined,
      drill: undefined,
    });
  });

  it.each([[42], [null], [['ReportSection1']], [{ toString: () => SHARE_ID }], [true]])(
    'drops a value that is no string: %j',
    (value) => {
      expect(validateTopicSearch({ page: value, view: value, saved: value })).toEqual({
        page: undefined,
        view: undefined,
        saved: undefined,
      });
    },
  );

  it('a share id follows the contract: 22 to 64 of A-Z a-z 0-9 _ -', () => {
    expect(isShareId('a'.repeat(22))).toBe(true);
    expect(isShareId('a'.repeat(64))).toBe(true);
    expect(isShareId('a'.repeat(21))).toBe(false);
    expect(isShareId('a'.repeat(65))).toBe(false);
  });
});
