/** Characters no file system accepts in a name (Windows is the strictest), and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * The name a downloaded export is saved under: the report's display name, the page's when known, and
 * the day, e.g. `Market Intelligence - Overview 2026-11-23.pdf`, so several exports do not collide.
 * `extension` is the service's `resourceFileExtension` (with its dot).
 */
export function exportFileName(
  { reportName, pageDisplayName, extension }: { reportName: string; pageDisplayName?: string; extension: string },
  at = new Date(),
): string {
  const clean = (text: string) => text.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const title =
    [reportName, pageDisplayName]
      .map((part) => clean(part ?? ''))
      .filter(Boolean)
      .join(' - ') || 'Report';
  const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  return `${title} ${day}${extension}`;
}
