/**
 * Export jobs of the mock report service. A job's progress is a function of the clock (no timers):
 * queued briefly (`NotStarted`), then `Running` with a rising `percentComplete`, then `Succeeded`
 * after a few seconds, or `Failed` part-way when started under the `job-failed` fault. Tests move
 * `Date` to walk a job through its states. Jobs live in memory: like the real service's retrieval
 * URLs they do not outlive the page (or the Node process).
 */
import type { components } from '@/api/powerbi-reports.gen';
import type { HostViewState } from '../report-host/bookmark-state';
import type { ExportFormat } from './export-files';
import { EXPORT_FILE_EXTENSIONS } from './export-files';

type Export = components['schemas']['Export'];

/** A job waits this long before it starts running. */
export const EXPORT_QUEUED_MS = 500;
/** A job succeeds this long after it was started. */
export const EXPORT_DURATION_MS = 4000;
/** A failing job fails this long after it was started (about 60 %). */
export const EXPORT_FAILS_AFTER_MS = 2600;
/** What the status answers in `Retry-After` while a job is under way. */
export const EXPORT_RETRY_AFTER_S = 1;
/** The retrieval URL lasts 24 hours after the job succeeded, as the service's does. */
const FILE_LIFETIME_MS = 24 * 3600 * 1000;

export interface ExportJob {
  id: string;
  reportId: string;
  reportName: string;
  format: ExportFormat;
  pageName: string;
  /** The state to export the page in (`defaultBookmark.state`, as issued), none for the report's own. */
  state?: HostViewState;
  createdAt: number;
  fails: boolean;
}

const jobs = new Map<string, ExportJob>();

/** An opaque, URL-safe id like the service's (base64 of random bytes). */
function newExportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function startExportJob(job: Omit<ExportJob, 'id' | 'createdAt'>): ExportJob {
  const started = { ...job, id: newExportId(), createdAt: Date.now() };
  jobs.set(started.id, started);
  return started;
}

/** The job of that id, only under the report it exports (another report's id is unknown there). */
export function findExportJob(reportId: string, exportId: string): ExportJob | undefined {
  const job = jobs.get(exportId);
  return job?.reportId === reportId ? job : undefined;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The job as the service describes it at `now`; `fileUrl` is its retrieval URL. */
export function exportOf(job: ExportJob, fileUrl: string, now = Date.now()): Export {
  const elapsed = now - job.createdAt;
  const base = { id: job.id, createdDateTime: iso(job.createdAt), reportId: job.reportId, reportName: job.reportName };
  if (elapsed < EXPORT_QUEUED_MS) {
    return { ...base, lastActionDateTime: iso(job.createdAt), status: 'NotStarted', percentComplete: 0 };
  }
  const percentAt = (ms: number) =>
    Math.min(99, Math.max(1, Math.floor(((ms - EXPORT_QUEUED_MS) / (EXPORT_DURATION_MS - EXPORT_QUEUED_MS)) * 100)));
  if (job.fails && elapsed >= EXPORT_FAILS_AFTER_MS) {
    const failedAt = job.createdAt + EXPORT_FAILS_AFTER_MS;
    return {
      ...base,
      lastActionDateTime: iso(failedAt),
      status: 'Failed',
      percentComplete: percentAt(EXPORT_FAILS_AFTER_MS),
    };
  }
  if (elapsed < EXPORT_DURATION_MS) {
    return { ...base, lastActionDateTime: iso(now), status: 'Running', percentComplete: percentAt(elapsed) };
  }
  const doneAt = job.createdAt + EXPORT_DURATION_MS;
  return {
    ...base,
    lastActionDateTime: iso(doneAt),
    status: 'Succeeded',
    percentComplete: 100,
    resourceLocation: fileUrl,
    resourceFileExtension: EXPORT_FILE_EXTENSIONS[job.format],
    expirationTime: iso(doneAt + FILE_LIFETIME_MS),
  };
}
