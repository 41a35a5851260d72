import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

describe('exportFileName', () => {
  const day = new Date(2026, 10, 3, 9, 30);

  it('names the report, the page when known, and the day', () => {
    expect(exportFileName({ reportName: 'Market Intelligence', format: 'PDF' }, day)).toBe(
      'Market Intelligence 2026-11-03.pdf',
    );
    expect(exportFileName({ reportName: 'Market Intelligence', pageDisplayName: 'Overview', format: 'PNG' }, day)).toBe(
      'Market Intelligence - Overview 2026-11-03.png',
    );
  });

  it('drops characters a file system refuses, and never names a file with nothing', () => {
    expect(exportFileName({ reportName: 'Sales: Q3/Q4 "draft"?', format: 'PDF' }, day)).toBe(
      'Sales Q3 Q4 draft 2026-11-03.pdf',
    );
    expect(exportFileName({ reportName: ' / ', format: 'PDF' }, day)).toBe('Report 2026-11-03.pdf');
  });

  it('takes the extension from the requested format alone', () => {
    expect(exportFileName({ reportName: 'Report', format: 'PNG' }, day)).toMatch(/\.png$/);
    expect(exportFileName({ reportName: 'Report', format: 'PDF' }, day)).toMatch(/\.pdf$/);
  });
});
