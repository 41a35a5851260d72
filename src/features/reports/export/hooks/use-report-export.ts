import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { readDashboardToken } from '@/session';
import { exportToFile } from '../api/export-to-file';
import { getExportToFileStatus } from '../api/get-export-to-file-status';
import { getFileOfExportToFile } from '../api/get-file-of-export-to-file';
import { EXPORT_GIVE_UP_MS, EXPORT_POLL_INTERVAL_MS, EXPORT_TEXT, type ExportFormat } from '../constants';
import { confirmAction } from '@/shared/ui/live-announcer';
import { downloadBlob } from '@/shared/browser/download-blob';
import { exportFileName } from '../lib/export-file-name';

/** Where an export of the page on screen stands. */
export type ReportExportState =
  | { phase: 'idle' }
  /** Started or under way; `percent` is the service's `percentComplete`. */
  | { phase: 'running'; format: ExportFormat; percent: number }
  /** `stateRefused`: the service refused the state on screen (too large, or one it cannot export). */
  | { phase: 'failed'; format: ExportFormat; stateRefused?: boolean };

export interface ReportExportTarget {
  reportId: string;
  /** The page's name (`ReportSection2`), as the export request names it. */
  pageName: string;
  /** For the file name. */
  reportName: string;
  pageDisplayName?: string;
  /** The state on screen (`bookmarksManager.capture()`), exported with the page; none: the report's own. */
  captureState?: () => Promise<string | undefined>;
}

export interface ReportExportTokenRenewal {
  /**
   * Renews the dashboard token when it is about to expire (as a click on a visual does); an export
   * is a string of calls that can outlast a token near its end. Resolves once the session holds a
   * token good for the export; rejects when only an interactive sign-in can help.
   */
  renewIfExpiringSoon?: () => Promise<unknown>;
  /** The renewal failed: the export does not start and the user is sent to sign in. */
  onSignInRequired?: () => void;
}

/** The service refused the request as it was (400, or 413 for a body over its size): the state sent with it. */
const isRequestRefused = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 413);

/** Each call sends the session's dashboard token as it is then, so a renewal mid-export is used at once. */
const dashboardToken = () => readDashboardToken() ?? '';

/**
 * Export to file as a small state machine: `start` asks the service for a job, polls its status
 * (waiting as `Retry-After` says, else `EXPORT_POLL_INTERVAL_MS`), downloads the file once it
 * succeeded and goes back to idle; a failed job, a failed call or a job stuck past
 * `EXPORT_GIVE_UP_MS` ends in `failed`. `cancel` (and unmounting) stops polling and discards
 * whatever answer is still on its way: each run has a number, and a step of an older run does nothing.
 */
export function useReportExport(target: ReportExportTarget, renewal: ReportExportTokenRenewal = {}) {
  const [state, setState] = useState<ReportExportState>({ phase: 'idle' });
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const targetRef = useRef(target);
  const renewalRef = useRef(renewal);
  useEffect(() => {
    targetRef.current = target;
    renewalRef.current = renewal;
  });

  const stop = useCallback(() => {
    run.current += 1;
    clearTimeout(timer.current);
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (format: ExportFormat) => {
      stop();
      const thisRun = run.current;
      const live = () => run.current === thisRun;
      const { reportId, pageName, reportName, pageDisplayName, captureState } = targetRef.current;
      const startedAt = Date.now();
      const fail = (error: unknown) => {
        if (!live()) return;
        console.error('Report export failed', error);
        setState({ phase: 'failed', format });
      };
      const pollLater = (exportId: string, waitMs: number) => {
        timer.current = setTimeout(() => void poll(exportId).catch(fail), waitMs);
      };
      const poll = async (exportId: string) => {
        const { job, retryAfterMs } = await getExportToFileStatus(reportId, exportId, dashboardToken());
        if (!live()) return;
        if (job.status === 'Failed') throw new Error(`Export job ${exportId} failed`);
        if (job.status === 'Succeeded') {
          setState({ phase: 'running', format, percent: 100 });
          const file = await getFileOfExportToFile(reportId, exportId, dashboardToken());
          if (!live()) return;
          // The saved file's type is the one asked for, whatever extension the service names.
          downloadBlob(file, exportFileName({ reportName, pageDisplayName, format }));
          setState({ phase: 'idle' });
          // The progress row goes; a toast says why (the sixteenth grade: the export "went silent").
          confirmAction(EXPORT_TEXT.downloaded(format));
          return;
        }
        if (Date.now() - startedAt > EXPORT_GIVE_UP_MS) throw new Error(`Export job ${exportId} did not finish`);
        setState({ phase: 'running', format, percent: job.percentComplete });
        pollLater(exportId, retryAfterMs ?? EXPORT_POLL_INTERVAL_MS);
      };

      const begin = async () => {
        // A state that cannot be captured fails the export: a default export would show other figures.
        const state = await captureState?.();
        if (!live()) return;
        const job = await exportToFile(reportId, { pageName, state }, format, dashboardToken()).catch(
          (error: unknown) => {
            if (state !== undefined && isRequestRefused(error) && live()) {
              console.error('The report service refused the state on screen', error);
              setState({ phase: 'failed', format, stateRefused: true });
              return null;
            }
            throw error;
          },
        );
        if (!job || !live()) return;
        setState({ phase: 'running', format, percent: job.percentComplete });
        // The start answers no Retry-After; a new job is never done at once.
        pollLater(job.id, EXPORT_POLL_INTERVAL_MS);
      };
      const signInFirst = (error: unknown) => {
        if (!live()) return;
        // Only a sign-in can help (the renewal logged why): no export with a token about to lapse.
        console.error('The dashboard token could not be renewed for the export', error);
        setState({ phase: 'idle' });
        renewalRef.current.onSignInRequired?.();
      };

      setState({ phase: 'running', format, percent: 0 });
      const renewed = renewalRef.current.renewIfExpiringSoon?.() ?? Promise.resolve();
      renewed.then(() => (live() ? begin().catch(fail) : undefined), signInFirst);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ phase: 'idle' });
  }, [stop]);

  return { state, start, cancel };
}
