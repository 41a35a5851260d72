/**
 * Home's headline KPI tiles with their live visuals: a chunk of its own (powerbi-client), loaded after
 * home's first paint and only for a person holding a dashboard token. MSAL loads only when that token
 * must be renewed (it expired, or the report service refused it), under the dashboards' rules.
 */
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error';
import { readTokenInfo, useDashboardToken } from '@/session';
import { FormAlert } from '@/shared/ui/form-alert';
import { reportQueryOptions } from '../api/get-report';
import { HEADLINE_KPI_TEXT } from '../constants-on-home';
import { isTokenInfoValid } from '../lib/dashboard-token';
import classes from './headline-kpis.module.css';
import { KpiTile, type KpiTilePhase } from './kpi-tile';
import { tileKey, usePreparedDashboards } from './use-prepared-dashboards';
import type { HeadlineKpiTile, RenderKpiDefinition } from './types';
import { RetryButton } from '@/shared/ui/retry-button';

/** Renews the dashboard token silently with MSAL (loaded now, not with home); rejects when only a login can help. */
async function renewToken(force: boolean): Promise<string> {
  const [{ getMsalClient }, { renewDashboardToken, resolveDashboardToken }] = await Promise.all([
    import('../lib/msal-client'),
    import('../lib/dashboard-token'),
  ]);
  const client = await getMsalClient();
  if (force) return (await renewDashboardToken(client, { force: true })).accessToken;
  const state = await resolveDashboardToken(client);
  if (state.status !== 'signed-in') throw new Error('No workplace sign-in');
  return state.info.accessToken;
}

const isRefused = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

export interface HeadlineKpiTilesProps {
  tiles: readonly HeadlineKpiTile[];
  definition: RenderKpiDefinition;
  /** Only the dashboard login can help (no token, or renewal failed): home shows its band. */
  onSignInRequired: () => void;
}

export default function HeadlineKpiTiles({ tiles, definition, onSignInRequired }: HeadlineKpiTilesProps) {
  const [token, setToken] = useState<string | null>(() => {
    const stored = readTokenInfo();
    return isTokenInfoValid(stored) ? stored.accessToken : null;
  });
  const signInRequired = useRef(onSignInRequired);
  useEffect(() => {
    signInRequired.current = onSignInRequired;
  });

  const renew = useCallback(
    (force: boolean) =>
      renewToken(force).then(
        (renewed) => {
          setToken(renewed);
          return renewed;
        },
        (error: unknown) => {
          signInRequired.current();
          throw error;
        },
      ),
    [],
  );

  // A stored token that expired is renewed silently first, as a dashboard does on opening.
  useEffect(() => {
    if (token === null) renew(false).catch(() => undefined);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reportIds = [...new Set(tiles.map((tile) => tile.reportId))];
  const lookups = useQueries({ queries: reportIds.map((reportId) => reportQueryOptions(reportId, token)) });
  const refused = lookups.some((lookup) => lookup.isError && isRefused(lookup.error));
  const renewedForLookup = useRef(false);
  // A lookup 401/403: renew once and look up again; a second refusal, or a failed renewal: the login.
  useEffect(() => {
    if (!refused) return;
    if (renewedForLookup.current) {
      signInRequired.current();
      return;
    }
    renewedForLookup.current = true;
    renew(true).then(
      () => lookups.forEach((lookup) => void lookup.refetch()),
      () => undefined,
    );
    // Once per refusal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused]);

  // The session's token (a dashboard in another route renewed it meanwhile) wins over this copy.
  const sessionToken = useDashboardToken();
  const accessToken = sessionToken ?? token;
  const onTileSettled = usePreparedDashboards(tiles);

  // Every tile failed: one message and one "Try again" for the band, not one per tile (design review, later grades:
  // home's numbers). The tiles stay mounted, hidden, so that their own phases say when it is over.
  const [phases, setPhases] = useState<Readonly<Record<string, KpiTilePhase>>>({});
  const [round, setRound] = useState(0);
  const onPhase = useCallback(
    (tile: HeadlineKpiTile, phase: KpiTilePhase) => {
      setPhases((current) => (current[tileKey(tile)] === phase ? current : { ...current, [tileKey(tile)]: phase }));
      onTileSettled(tile, phase);
    },
    [onTileSettled],
  );
  const allFailed = tiles.length > 1 && tiles.every((tile) => phases[tileKey(tile)] === 'failed');
  const tryAllAgain = () => {
    lookups.forEach((lookup) => lookup.isError && void lookup.refetch());
    setRound((count) => count + 1);
  };

  return (
    // Every number failed: the alert stands where the tiles stood, in the box they keep (hidden, not gone), so the
    // band is as tall failed as loading or drawn, at every width, and the modules below never move (design review,
    // later grades: home's numbers).
    <div className={classes.stack}>
      {allFailed && (
        // The page's one way of saying an error (its saved views' failure too; design review, later grades: home's
        // numbers): the alert, its "Try again" under the text.
        <div className={classes.allFailed}>
          <FormAlert title={HEADLINE_KPI_TEXT.allFailed}>
            <RetryButton onClick={tryAllAgain}>{HEADLINE_KPI_TEXT.retry}</RetryButton>
          </FormAlert>
        </div>
      )}
      <div className={classes.grid} data-covered={allFailed || undefined}>
        {tiles.map((tile) => {
          const lookup = lookups[reportIds.indexOf(tile.reportId)];
          // A lookup asked again is not failed while it runs: the tile shows its skeleton.
          const failed = lookup?.isError === true && !lookup.isFetching && !isRefused(lookup.error);
          return (
            <KpiTile
              // A new round (the band's "Try again") embeds every tile afresh.
              key={`${tileKey(tile)}#${round}`}
              tile={tile}
              embedUrl={accessToken && lookup?.data ? lookup.data.embedUrl : null}
              lookupFailed={failed}
              onRetryLookup={() => void lookup?.refetch()}
              accessToken={accessToken ?? ''}
              renewToken={() => renew(true)}
              onSignInRequired={() => signInRequired.current()}
              definition={definition}
              onPhase={onPhase}
            />
          );
        })}
      </div>
    </div>
  );
}
