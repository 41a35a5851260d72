import { ActionIcon, Popover, Text, Title, useComputedColorScheme } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { HEADLINE_KPI_TEXT, MAX_TOKEN_EXPIRED_RELOADS, REPORT_LOAD_WATCHDOG_MS } from '../constants';
import { powerBiService } from '../lib/powerbi';
import { isTokenExpiredError } from '../lib/token-expired';
import { visualEmbedConfig } from '../lib/visual-embed-config';
import classes from './headline-kpis.module.css';
import { KpiSkeleton } from './kpi-skeleton';
import type { HeadlineKpiTile, RenderKpiDefinition } from './types';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { RetryButton } from '@/shared/ui/retry-button';

/** What a tile shows: its skeleton, the visual drawn, a failure with "Try again", or a KPI gone from its report. */
export type KpiTilePhase = 'loading' | 'rendered' | 'failed' | 'missing';

/** The service's errors for a page or visual its report does not have (the SDK's own names among them). */
const NOT_IN_REPORT = new Set(['PageNotFound', 'visualNotFound', 'VisualNotFound']);

interface KpiTileProps {
  tile: HeadlineKpiTile;
  /** The report's embed URL (from the lookup); none while it is looked up, or when it failed. */
  embedUrl: string | null;
  lookupFailed: boolean;
  onRetryLookup: () => void;
  accessToken: string;
  /** The report said TokenExpired: renews the token (the tile embeds again with it), or rejects. */
  renewToken: () => Promise<unknown>;
  /** Renewal failed: only the dashboard login can help (home shows its band). */
  onSignInRequired: () => void;
  definition: RenderKpiDefinition;
  /** What the tile shows now, each time it changes (loading again after a retry). */
  onPhase?: (tile: HeadlineKpiTile, phase: KpiTilePhase) => void;
}

/**
 * One headline KPI: the visual embedded on its own with the person's token, and its definition on demand. The visual
 * draws the metric's label itself, so the tile's heading shows only when the visual does not (it names the tile for
 * screen readers always); the band holds the way into the dashboard. Every state keeps the tile's box and its
 * neighbours' height (design review, later grades: home's numbers). The visual is embedded once per embed URL, token
 * renewal, colour scheme and phone width; "Try again" embeds it afresh.
 */
export function KpiTile({
  tile,
  embedUrl,
  lookupFailed,
  onRetryLookup,
  accessToken,
  renewToken,
  onSignInRequired,
  definition,
  onPhase,
}: KpiTileProps) {
  const host = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const [phase, setPhase] = useState<KpiTilePhase>('loading');
  const [attempt, setAttempt] = useState(0);
  const expiredEmbeds = useRef(0);
  const colorScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const phone = useIsPhone();
  const callbacks = useRef({ renewToken, onSignInRequired });
  useEffect(() => {
    callbacks.current = { renewToken, onSignInRequired };
  });

  useEffect(() => {
    const element = host.current;
    if (!element || !embedUrl) return undefined;
    const { service, visualComponentType } = powerBiService();
    let active = true;
    const fail = (next: KpiTilePhase, message: string, detail?: unknown) => {
      // The detail goes to the console, for the carrier; the tile says it failed, with Try again, or that its
      // report no longer has it (R8.6, R10.8).
      console.error(message, detail);
      if (active) setPhase(next);
    };
    setPhase('loading');
    let visual: ReturnType<typeof service.embed>;
    try {
      const config = visualEmbedConfig({ ...tile, embedUrl, accessToken, colorScheme, phone });
      visual = service.embed(element, { ...config, type: visualComponentType });
    } catch (error) {
      fail('failed', `The headline KPI "${tile.metric}" could not be embedded`, error);
      return undefined;
    }
    element.querySelector('iframe')?.setAttribute('title', HEADLINE_KPI_TEXT.frameTitle(tile.metric));
    const watchdog = setTimeout(
      () => fail('failed', `The headline KPI "${tile.metric}" did not load within ${REPORT_LOAD_WATCHDOG_MS / 1000} s`),
      REPORT_LOAD_WATCHDOG_MS,
    );
    visual.on('rendered', () => {
      clearTimeout(watchdog);
      expiredEmbeds.current = 0;
      if (active) setPhase('rendered');
    });
    visual.on('error', (event) => {
      clearTimeout(watchdog);
      const detail = (event as CustomEvent<{ message?: string } | undefined>).detail;
      if (NOT_IN_REPORT.has(detail?.message ?? '')) {
        fail(
          'missing',
          `VITE_HOME_KPIS names page "${tile.pageName}", visual "${tile.visualName}" (${tile.metric}), which its report does not have`,
          detail,
        );
      } else if (!isTokenExpiredError(detail)) {
        fail('failed', `The headline KPI "${tile.metric}" failed`, detail);
      } else if (expiredEmbeds.current >= MAX_TOKEN_EXPIRED_RELOADS) {
        fail('failed', `The headline KPI "${tile.metric}" still says TokenExpired with a renewed token`, detail);
      } else {
        // As on the dashboards (R4.13): a renewed token, then the visual again; a failed renewal: the login.
        expiredEmbeds.current += 1;
        callbacks.current.renewToken().then(
          () => active && setAttempt((count) => count + 1),
          () => active && callbacks.current.onSignInRequired(),
        );
      }
    });
    return () => {
      active = false;
      clearTimeout(watchdog);
      service.reset(element);
    };
    // The token is read when embedding: a renewal re-embeds through `attempt`, not on every new token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [embedUrl, attempt, colorScheme, phone, tile.reportId, tile.pageName, tile.visualName]);

  const tryAgain = () => {
    expiredEmbeds.current = 0;
    if (lookupFailed) onRetryLookup();
    else setAttempt((count) => count + 1);
  };
  const shown: KpiTilePhase = lookupFailed ? 'failed' : phase;
  const drawn = shown === 'loading' || shown === 'rendered';
  useEffect(() => {
    onPhase?.(tile, shown);
  }, [shown, tile, onPhase]);

  return (
    <article className={classes.tile} aria-labelledby={headingId} data-kpi-phase={shown}>
      {/* Shown only when the visual, which draws the label, is not there: the label once, as the visuals write it. */}
      <Title order={3} id={headingId} className={drawn ? classes.hiddenName : classes.name}>
        {HEADLINE_KPI_TEXT.label(tile.metric)}
      </Title>
      {/* With the figure or what stands for it, not over a skeleton (design review, later grades: home's numbers). */}
      {shown !== 'loading' && (
        <Popover width={300} position="bottom-end" withArrow shadow="md">
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              className={classes.info}
              aria-label={HEADLINE_KPI_TEXT.definition(tile.metric)}
            >
              <IconInfoCircle size={16} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>{definition(tile.metric)}</Popover.Dropdown>
        </Popover>
      )}
      <div className={classes.visual} aria-busy={shown === 'loading'}>
        <div ref={host} className={classes.host} hidden={!drawn} />
        {shown === 'loading' && (
          <div className={classes.cover} role="status" aria-label={HEADLINE_KPI_TEXT.loading(tile.metric)}>
            <KpiSkeleton />
          </div>
        )}
        {shown === 'failed' && (
          <div className={classes.message} role="alert">
            <Text size="sm">{HEADLINE_KPI_TEXT.failed}</Text>
            <RetryButton onClick={tryAgain}>{HEADLINE_KPI_TEXT.retry}</RetryButton>
          </div>
        )}
        {shown === 'missing' && (
          <Text size="sm" className={classes.message}>
            {HEADLINE_KPI_TEXT.missing}
          </Text>
        )}
      </div>
    </article>
  );
}
