import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KpiTilePhase } from './kpi-tile';
import type { HeadlineKpiTile } from './types';

/** A tile's identity among home's tiles. */
export const tileKey = (tile: HeadlineKpiTile) => `${tile.reportId}/${tile.pageName}/${tile.visualName}`;

/**
 * Once every tile has settled (drawn, failed or missing), the tiles' dashboards are prepared while
 * the person reads their numbers: the router preloads each dashboard's route, whose loader fetches
 * the topic page's and the report view's chunks (powerbi-client is here already; MSAL comes with
 * them). A dashboard opened from home then starts at the lookup instead of after some 20 chunks
 * (docs/performance.md). Only here, where the person holds a dashboard token: home without one, and
 * its first paint, load none of it. An idle moment is awaited so nothing of it delays a tile.
 */
export function usePreparedDashboards(tiles: readonly HeadlineKpiTile[]) {
  const router = useRouter();
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const prepared = useRef(false);

  const onTileSettled = useCallback((tile: HeadlineKpiTile, phase: KpiTilePhase) => {
    if (phase === 'loading') return;
    const key = tileKey(tile);
    setSettled((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);

  const allSettled = tiles.length > 0 && tiles.every((tile) => settled.has(tileKey(tile)));
  const paths = [...new Set(tiles.map((tile) => tile.dashboardPath))].join('\n');
  useEffect(() => {
    if (!allSettled || prepared.current) return undefined;
    const prepare = () => {
      prepared.current = true;
      for (const to of paths.split('\n')) {
        // The dashboards' paths are known at run time only, so the router cannot type them.
        router.preloadRoute({ to } as never).catch((error: unknown) => {
          // Only a head start: a dashboard fetches its chunks itself when opened.
          console.error('A dashboard could not be prepared', error);
        });
      }
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(prepare, 0);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(prepare, { timeout: 2_000 });
    return () => window.cancelIdleCallback(idle);
  }, [allSettled, paths, router]);

  return onTileSettled;
}
