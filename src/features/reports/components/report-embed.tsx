import { Loader, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { REPORT_LOAD_WATCHDOG_MS, REPORT_TEXT } from '../constants';
import { reportEmbedConfig } from '../lib/embed-config';
import { powerBiService, type PowerBiReport } from '../lib/powerbi';
import { reloadPage } from '../lib/reload-page';
import {
  handleTokenExpired,
  historyReloadCounter,
  isTokenExpiredError,
  type ReloadCounter,
} from '../lib/token-expired';
import classes from './report-frame.module.css';
import { ReportLoadFailed } from './report-states';
import { ReportToolbar } from './report-toolbar';

type EmbedPhase = 'loading' | 'loaded' | 'rendered' | 'failed';

interface ReportEmbedProps {
  reportId: string;
  embedUrl: string;
  accessToken: string;
  note?: string;
  /** Renews the dashboard token after the report said `TokenExpired` (the page reloads after it). */
  renewToken: () => Promise<unknown>;
  /** Renewal failed: only an interactive sign-in can help. */
  onSignInRequired: () => void;
  /** A visual was clicked (a renewal check follows). */
  onVisualClicked: () => void;
  /** Where the TokenExpired reloads are counted (the history entry; tests give their own). */
  reloadCounter?: ReloadCounter;
}

/**
 * The Power BI report, embedded once per report and embed URL: a re-render or a renewed token never
 * re-embeds it; a new token goes in through `setAccessToken`. Any outcome other than a drawn report
 * (an embed error other than `TokenExpired`, no `loaded` in time, TokenExpired reloads exhausted)
 * ends in the failure state with "Try again", which embeds again.
 */
export function ReportEmbed({
  reportId,
  embedUrl,
  accessToken,
  note,
  renewToken,
  onSignInRequired,
  onVisualClicked,
  reloadCounter = historyReloadCounter,
}: ReportEmbedProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const reportRef = useRef<PowerBiReport | null>(null);
  const embeddedToken = useRef(accessToken);
  const callbacks = useRef({ renewToken, onSignInRequired, onVisualClicked, reloadCounter });
  const [phase, setPhase] = useState<EmbedPhase>('loading');
  /** Bumped by "Try again": embeds the report afresh. */
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    callbacks.current = { renewToken, onSignInRequired, onVisualClicked, reloadCounter };
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const { service, componentType } = powerBiService();
    let report: PowerBiReport;
    let cancelTokenExpired: () => void = () => undefined;
    const fail = (message: string, detail?: unknown) => {
      // Embed-library and embedded-report errors are only logged (spec section 8).
      console.error(message, detail);
      setPhase('failed');
    };
    try {
      const config = reportEmbedConfig({ reportId, embedUrl, accessToken: embeddedToken.current });
      report = service.embed(host, { ...config, type: componentType }) as PowerBiReport;
    } catch (error) {
      // The SDK throws synchronously (e.g. an embed URL it refuses): the frame must say so, not spin.
      fail('The report could not be embedded', error);
      return undefined;
    }
    reportRef.current = report;
    const watchdog = setTimeout(
      () => fail(`The report did not load within ${REPORT_LOAD_WATCHDOG_MS / 1000} s`),
      REPORT_LOAD_WATCHDOG_MS,
    );
    report.on('loaded', () => {
      clearTimeout(watchdog);
      setPhase((current) => (current === 'rendered' ? current : 'loaded'));
    });
    report.on('rendered', () => {
      clearTimeout(watchdog);
      // A drawn report ends any TokenExpired episode: a later expiry may reload again.
      if (callbacks.current.reloadCounter.read() !== 0) callbacks.current.reloadCounter.write(0);
      setPhase('rendered');
    });
    report.on('error', (event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      clearTimeout(watchdog);
      if (!isTokenExpiredError(detail)) {
        fail('Embedded report error', detail);
        return;
      }
      cancelTokenExpired();
      cancelTokenExpired = handleTokenExpired({
        renew: () => callbacks.current.renewToken(),
        reload: reloadPage,
        onSignInRequired: () => callbacks.current.onSignInRequired(),
        onGiveUp: () => setPhase('failed'),
        counter: callbacks.current.reloadCounter,
      });
    });
    report.on('visualClicked', () => callbacks.current.onVisualClicked());
    return () => {
      clearTimeout(watchdog);
      cancelTokenExpired();
      reportRef.current = null;
      service.reset(host);
    };
  }, [reportId, embedUrl, attempt]);

  useEffect(() => {
    if (accessToken === embeddedToken.current) return;
    embeddedToken.current = accessToken;
    reportRef.current?.setAccessToken(accessToken).catch((error: unknown) => {
      console.error('The renewed token could not be handed to the report', error);
    });
  }, [accessToken]);

  const fullScreen = () => {
    const frame = frameRef.current;
    if (!frame) return;
    frame.requestFullscreen().catch((error: unknown) => console.error('Full screen was refused', error));
  };

  const tryAgain = () => {
    // A user's retry starts a new TokenExpired episode too.
    reloadCounter.write(0);
    embeddedToken.current = accessToken;
    setPhase('loading');
    setAttempt((count) => count + 1);
  };

  return (
    <Stack gap="sm">
      <ReportToolbar note={note} onFullScreen={fullScreen} />
      <div ref={frameRef} className={classes.frame} aria-busy={phase === 'loading'} data-embed-phase={phase}>
        <div ref={hostRef} className={classes.host} />
        {phase === 'loading' && (
          <div className={classes.loading} role="status" aria-label={REPORT_TEXT.loading}>
            <Loader aria-hidden />
          </div>
        )}
        {phase === 'failed' && (
          <div className={classes.failed}>
            <ReportLoadFailed onRetry={tryAgain} hint={REPORT_TEXT.embedFailedHint} />
          </div>
        )}
      </div>
    </Stack>
  );
}
