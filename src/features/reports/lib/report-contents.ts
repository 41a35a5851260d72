import { readJson, writeJson } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';

/** A page of a report as the report itself gave it: `getPages()`, then the page's `getVisuals()`. */
export interface ReportPageContents {
  name: string;
  displayName: string;
  /** Its visuals' titles, in the report's order (untitled visuals left out). */
  visualTitles: string[];
}

/** What an embedded report showed when it last loaded in this session. */
export interface ReportContents {
  pages: ReportPageContents[];
}

type ContentsByReport = Record<string, ReportContents>;

function isPage(value: unknown): value is ReportPageContents {
  const page = value as Partial<ReportPageContents> | null;
  return (
    typeof page?.name === 'string' &&
    typeof page.displayName === 'string' &&
    Array.isArray(page.visualTitles) &&
    page.visualTitles.every((title) => typeof title === 'string')
  );
}

function isContentsByReport(value: unknown): value is ContentsByReport {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (contents) =>
      Array.isArray((contents as Partial<ReportContents>).pages) && (contents as ReportContents).pages.every(isPage),
  );
}

/**
 * Keeps what report `reportId` shows, replacing what an earlier load of it said (a republished report
 * is read anew each time it loads). In tab storage: the session's end clears it (R10.2).
 */
export function rememberReportContents(reportId: string, contents: ReportContents): void {
  const all = readJson(storageKeys.reportContents, isContentsByReport, 'tab') ?? {};
  writeJson(storageKeys.reportContents, { ...all, [reportId]: contents }, 'tab');
}

/** What report `reportId` showed when it last loaded in this session, or null when it has not. */
export function readReportContents(reportId: string): ReportContents | null {
  return readJson(storageKeys.reportContents, isContentsByReport, 'tab')?.[reportId] ?? null;
}
