import { describe, expect, it } from 'vitest';
import { viewShown } from './view-shown';

const texas = { key: 'v1', name: 'Texas and Florida', state: 'texas' };
const peak = { key: 'v2', name: 'September peak', state: 'peak' };
const west = { name: 'West region, Q3', state: 'west' };
const base = { views: [texas, peak], defaultState: 'default', lastKey: null, shared: null };

describe('viewShown (the view menu names the view on screen, design review m3)', () => {
  it('names a saved view on screen, unchanged', () => {
    expect(viewShown({ ...base, onScreen: 'peak' })).toEqual({ kind: 'saved', name: 'September peak', changed: false });
  });

  it('keeps the name of the saved view last on screen after a change, marked as changed', () => {
    expect(viewShown({ ...base, onScreen: 'texas on page 2', lastKey: 'v1' })).toEqual({
      kind: 'saved',
      name: 'Texas and Florida',
      changed: true,
    });
  });

  it('names the report as it opened "Default", and changed from it when no view was applied', () => {
    expect(viewShown({ ...base, onScreen: 'default' })).toEqual({ kind: 'default', changed: false });
    expect(viewShown({ ...base, onScreen: null })).toEqual({ kind: 'default', changed: false });
    expect(viewShown({ ...base, onScreen: 'page 2' })).toEqual({ kind: 'default', changed: true });
  });

  it('forgets a deleted view: the change is then from the report as it opened', () => {
    expect(viewShown({ ...base, onScreen: 'page 2', lastKey: 'gone' })).toEqual({ kind: 'default', changed: true });
  });

  it('names a shared view as it opened, and after a change to it', () => {
    const opened = { ...base, defaultState: null, shared: west };
    expect(viewShown({ ...opened, onScreen: null })).toEqual({ kind: 'shared', name: west.name, changed: false });
    expect(viewShown({ ...opened, onScreen: 'west' })).toEqual({ kind: 'shared', name: west.name, changed: false });
    expect(viewShown({ ...opened, onScreen: 'west, page 2' })).toEqual({
      kind: 'shared',
      name: west.name,
      changed: true,
    });
  });

  it('prefers the saved view applied after the shared one', () => {
    const opened = { ...base, defaultState: null, shared: west };
    expect(viewShown({ ...opened, onScreen: 'peak' }).name).toBe('September peak');
    expect(viewShown({ ...opened, onScreen: 'peak, page 2', lastKey: 'v2' })).toEqual({
      kind: 'saved',
      name: 'September peak',
      changed: true,
    });
  });
});
