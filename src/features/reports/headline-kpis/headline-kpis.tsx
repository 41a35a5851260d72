/**
 * Home's headline KPIs (issue 60), the light half that home loads with its page: the section, the
 * band that stands instead of the tiles before the dashboard login, and the tiles' skeleton. The
 * tiles themselves (powerbi-client, `headline-kpi-tiles.tsx`) load after home's first paint, and only
 * for a person holding a dashboard token; nothing here opens a popup.
 */
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { readTokenInfo } from '@/session';
import { HEADLINE_KPI_TEXT } from '../constants-on-home';
import { dashboardSignInPath } from '../lib/sign-in-path';
import { useDashboardAuthStore } from '../stores/dashboard-auth-store';
import classes from './headline-kpis.module.css';
import { KpiSkeleton } from './kpi-skeleton';
import type { HeadlineKpiTile, RenderKpiDefinition } from './types';

const HeadlineKpiTiles = lazy(() => import('./headline-kpi-tiles'));

/** True from the frame after the first paint: what comes after it never delays it. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * Whether the tiles may show, and whether the person holds a dashboard token. A page left
 * (`pagehide`) drops the tiles at once, so a page the browser keeps in its back/forward cache holds no
 * one's numbers; coming back to it decides again from the session's storage (a session that ended
 * has no token, so the next person sees the band).
 */
function useTilesOnThisPage() {
  const [shown, setShown] = useState(true);
  const [signedOut, setSignedOut] = useState(() => readTokenInfo() === null);
  useEffect(() => {
    const hide = () => flushSync(() => setShown(false));
    const show = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setSignedOut(readTokenInfo() === null);
      setShown(true);
    };
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', show);
    return () => {
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
    };
  }, []);
  return { shown, signedOut, signInRequired: () => setSignedOut(true) };
}

export function HeadlineKpiSkeleton({ tiles }: { tiles: readonly HeadlineKpiTile[] }) {
  return (
    <div className={classes.grid} role="status" aria-label={HEADLINE_KPI_TEXT.loading(HEADLINE_KPI_TEXT.title)}>
      {tiles.map((tile) => (
        <div key={`${tile.reportId}/${tile.visualName}`} className={classes.tile}>
          <div className={classes.cover}>
            <KpiSkeleton />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The way into the numbers' dashboards, once for the band in its header (design review, later grades: home's numbers):
 * one link per dashboard (the demo's four are all Market Intelligence's), at the page of its first number.
 */
function DashboardLinks({ tiles }: { tiles: readonly HeadlineKpiTile[] }) {
  const firsts = new Map<string, HeadlineKpiTile>();
  for (const tile of tiles) if (!firsts.has(tile.dashboardPath)) firsts.set(tile.dashboardPath, tile);
  return (
    <Group gap="md">
      {[...firsts.values()].map((tile) => (
        <Anchor
          key={tile.dashboardPath}
          component={Link}
          to={tile.dashboardPath}
          // The topic's path is known at run time only, so the router cannot type its search.
          search={{ page: tile.pageName } as never}
          size="sm"
        >
          {HEADLINE_KPI_TEXT.openDashboard(tile.dashboardTitle)}
        </Anchor>
      ))}
    </Group>
  );
}

/** No dashboard token: one line and the login, which leads back here. */
function SignedOutBand() {
  const href = useRouterState({ select: (state) => state.location.href });
  const leaveForSignIn = useDashboardAuthStore((state) => state.leaveForSignIn);
  return (
    <div className={classes.band}>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {HEADLINE_KPI_TEXT.signedOut}
        </Text>
        <Text size="sm" c="dimmed">
          {HEADLINE_KPI_TEXT.signedOutWhy}
        </Text>
      </Stack>
      <Button component={Link} to={dashboardSignInPath()} size="sm" onClick={() => leaveForSignIn(href, 'push')}>
        {HEADLINE_KPI_TEXT.dashboardLogin}
      </Button>
    </div>
  );
}

export interface HeadlineKpisProps {
  tiles: readonly HeadlineKpiTile[];
  /** The metric's definition with its "In the glossary" link (the app composes it with the glossary). */
  definition: RenderKpiDefinition;
}

/** "Your numbers": the headline KPIs live from the dashboards, or how to get them; none configured: nothing. */
export function HeadlineKpis({ tiles, definition }: HeadlineKpisProps) {
  const headingId = useId();
  const painted = useAfterFirstPaint();
  const { shown, signedOut, signInRequired } = useTilesOnThisPage();
  if (tiles.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <div className={classes.header}>
        <Group gap="xs" wrap="nowrap">
          <IconChartBar size={18} stroke={1.6} aria-hidden />
          <Title order={2} size="h5" id={headingId}>
            {HEADLINE_KPI_TEXT.title}
          </Title>
        </Group>
        {shown && !signedOut && <DashboardLinks tiles={tiles} />}
      </div>
      {!shown ? null : signedOut ? (
        <SignedOutBand />
      ) : painted ? (
        <Suspense fallback={<HeadlineKpiSkeleton tiles={tiles} />}>
          <HeadlineKpiTiles tiles={tiles} definition={definition} onSignInRequired={signInRequired} />
        </Suspense>
      ) : (
        <HeadlineKpiSkeleton tiles={tiles} />
      )}
    </Paper>
  );
}
