import { Loader, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { REPORT_TEXT } from '../constants';
import { reportEmbedConfig } from '../lib/embed-config';
import { powerBiService, type PowerBiReport } from '../lib/powerbi';
import { isTokenExpiredError } from '../lib/token-expired';
import classes from './report-frame.module.css';
import { ReportToolbar } from './report-toolbar';

type EmbedPhase = 'loading' | 'loaded' | 'rendered' | 'failed';

interface ReportEmbedProps {
  reportId: string;
  embedUrl: string;
  accessToken: string;
  note?: string;
  /** The report said `TokenExpired`. */
  onTokenExpired: () => void;
  /** A visual was clicked (a renewal check follows). */
  onVisualClicked: () => void;
}

/**
 * The Power BI report, embedded once per report and embed URL: a re-render or a renewed token never
 * re-embeds it; a new token goes in through `setAccessToken`.
 */
export function ReportEmbed({
  reportId,
  embedUrl,
  accessToken,
  note,
  onTokenExpired,
  onVisualClicked,
}: ReportEmbedProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const reportRef = useRef<PowerBiReport | null>(null);
  const embeddedToken = useRef(accessToken);
  const callbacks = useRef({ onTokenExpired, onVisualClicked });
  const [phase, setPhase] = useState<EmbedPhase>('loading');

  useEffect(() => {
    callbacks.current = { onTokenExpired, onVisualClicked };
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const { service, componentType } = powerBiService();
    let report: PowerBiReport;
    try {
      const config = reportEmbedConfig({ reportId, embedUrl, accessToken: embeddedToken.current });
      report = service.embed(host, { ...config, type: componentType }) as PowerBiReport;
    } catch (error) {
      // Embed-library errors are only logged (spec section 8).
      console.error('The report could not be embedded', error);
      // The SDK throws synchronously (e.g. an embed URL it refuses): the frame must say so, not spin.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPhase('failed');
      return undefined;
    }
    reportRef.current = report;
    report.on('loaded', () => setPhase((current) => (current === 'rendered' ? current : 'loaded')));
    report.on('rendered', () => setPhase('rendered'));
    report.on('error', (event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (isTokenExpiredError(detail)) callbacks.current.onTokenExpired();
      else console.error('Embedded report error', detail);
    });
    report.on('visualClicked', () => callbacks.current.onVisualClicked());
    return () => {
      reportRef.current = null;
      service.reset(host);
    };
  }, [reportId, embedUrl]);

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
      </div>
    </Stack>
  );
}
