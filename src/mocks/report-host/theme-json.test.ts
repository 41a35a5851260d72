import { describe, expect, it } from 'vitest';
import { faceWeight, themeErrors } from './theme-json';

const messages = (request: unknown) => themeErrors(request).map((error) => error.message);

describe('the report theme the mock host accepts', () => {
  it('accepts the documented fields it draws, and resetTheme’s empty theme', () => {
    const callout = { color: '#212529', fontFace: "'Segoe UI', sans-serif", fontSize: 21 };
    expect(
      messages({ themeJson: { name: 'Numbers', good: '#087f5b', bad: '#c92a2a', textClasses: { callout } } }),
    ).toEqual([]);
    expect(messages({})).toEqual([]);
  });

  it('refuses a theme whose documented fields are malformed, as the service does', () => {
    expect(messages({ themeJson: 'dark' })).not.toEqual([]);
    expect(messages({ colours: 'dark' })).toEqual(['theme must be { themeJson } (ICustomTheme)']);
    expect(messages({ themeJson: { background: 'grey', dataColors: ['#12345'] } })).toEqual([
      'themeJson.background must be a hex colour',
      'themeJson.dataColors must be a list of hex colours',
    ]);
    expect(
      messages({ themeJson: { good: 'var(--teal)', textClasses: { callout: { color: '#fff', fontSize: '21pt' } } } }),
    ).toEqual([
      'themeJson.good must be a hex colour',
      'themeJson.textClasses.callout.fontSize must be a number of points',
    ]);
  });

  it('refuses fields it does not draw rather than ignoring them', () => {
    expect(messages({ themeJson: { visualStyles: {} } })).toEqual([
      'themeJson.visualStyles is not supported by the mock report host',
    ]);
    expect(messages({ themeJson: { textClasses: { title: { color: '#000000' } } } })).toEqual([
      'themeJson.textClasses.title is not supported by the mock report host',
    ]);
  });

  it('draws the weight a face names, as Power BI lists its weights as faces (the numbers’ figure is Segoe UI Bold)', () => {
    expect(faceWeight("'Segoe UI Bold', wf_segoe-ui_bold, helvetica, arial, sans-serif")).toBe('700');
    expect(faceWeight("'Segoe UI Semibold', wf_segoe-ui_semibold, sans-serif")).toBe('600');
    expect(faceWeight("'Segoe UI', wf_segoe-ui_normal, sans-serif")).toBe('400');
    expect(faceWeight(undefined)).toBeUndefined();
  });
});
