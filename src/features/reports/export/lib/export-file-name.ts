import type { ExportFormat } from '../constants';

/**
 * The file extension of each format the portal asks for. The name of a saved file is the portal's to
 * choose: the service's `resourceFileExtension` is not trusted (a `.html` or `.exe` from a faulty or
 * hostile service would be saved as such); one page exported as PDF, PNG or PPTX is that file type.
 */
const EXTENSION: Record<ExportFormat, string> = { PDF: '.pdf', PNG: '.png', PPTX: '.pptx' };

/** Characters no file system accepts in a name (Windows is the strictest), and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * The name a downloaded export is saved under: the report's display name, the page's when known, and
 * the day, e.g. `Market Intelligence - Overview 2026-11-23.pdf`, so several exports do not collide.
 * The extension is the requested format's.
 */
export function exportFileName(
  { reportName, pageDisplayName, format }: { reportName: string; pageDisplayName?: string; format: ExportFormat },
  at = new Date(),
): string {
  const clean = (text: string) => text.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const title =
    [reportName, pageDisplayName]
      .map((part) => clean(part ?? ''))
      .filter(Boolean)
      .join(' - ') || 'Report';
  const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  return `${title} ${day}${EXTENSION[format]}`;
}
