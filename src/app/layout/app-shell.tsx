import { Center, Loader, AppShell as MantineAppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import '../styles/signed-in';
import './touch-targets.css';
import { useCurrentUser } from '@/session/signed-in';
import { IdleTimeOut } from '@/features/auth/idle';
import { HeaderTrailContext } from '@/shared/ui/header-trail';
import { LiveAnnouncer } from '@/shared/ui/live-announcer';
import type { BreadcrumbItem } from '@/shared/ui/page-breadcrumbs';
// Listening from the shell on: a key pressed in the palette before a page's chunk loads still counts.
import '@/shared/ui/last-input';
import { AppHeader } from './app-header';
import { useTrackLeftOffPath } from './continue-path';
import { InShellContext } from './shell-context';
import { LazyPieceBoundary } from './lazy-piece-boundary';
import { SideRail } from './side-rail';
import { MAIN_CONTENT_ID, PageStart, SkipLink } from './skip-link';
import { HEADER_HEIGHT, RAIL_COLLAPSED_WIDTH } from './constants';
import { navigationItems, railItems } from './navigation-items';
import { useRouteFocus } from './use-route-focus';
import { usePaletteShortcut } from './palette-shortcut';
import { portalModules, type PortalModule } from '@/features/deployment';
import { useRoutePageTitle, useShowPageTitle } from '../page-title';

// Spotlight and the glossary it searches load on the first Ctrl+K or click on Search; the account
// panel and the phone drawer (Mantine's Drawer, Modal and ScrollArea) on their first opening.
const CommandPalette = lazy(() => import('./command-palette').then((module) => ({ default: module.CommandPalette })));
const AccountPanel = lazy(() => import('./account-panel').then((module) => ({ default: module.AccountPanel })));
const PhoneNavigationDrawer = lazy(() =>
  import('./phone-navigation-drawer').then((module) => ({ default: module.PhoneNavigationDrawer })),
);

/** True from the first time `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/**
 * The layout of every logged-in page (R2.18-R2.25): the skip link,
 * header, side rail (a drawer on phones), the account panel, the command palette, and the page in a
 * main area offset by the collapsed rail. Scrolling to the top on each route change is done once for
 * all routes by the auth feature's RouteChangeEffects in the root route; moving focus to the new
 * page's heading is done here.
 */
export function AppShell({
  children,
  modules = portalModules,
}: {
  /** The page; the route renders its child route through `<Outlet />` when none is given. */
  children?: ReactNode;
  modules?: readonly PortalModule[];
}) {
  const user = useCurrentUser();
  // The route names the page; shown in the header and as the document title in the same commit.
  const pageTitle = useRoutePageTitle(user);
  useShowPageTitle(pageTitle);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const items = useMemo(() => navigationItems(modules), [modules]);
  // The rail: Home and the modules only; the drawer keeps every item (navigation-items.ts).
  const rail = useMemo(() => railItems(items), [items]);
  const [navigationOpened, navigation] = useDisclosure(false);
  const [accountPanelOpened, accountPanel] = useDisclosure(false);
  const [paletteOpened, setPaletteOpened] = useState(false);
  // The page's trail, where the page folds it into the header (a module's pages, from the `lg` breakpoint up).
  const [headerTrail, setHeaderTrail] = useState<readonly BreadcrumbItem[] | null>(null);
  // Mounted from their first opening on, so they animate closed and keep their state afterwards.
  const navigationWanted = useOnceTrue(navigationOpened);
  const accountPanelWanted = useOnceTrue(accountPanelOpened);
  const paletteWanted = useOnceTrue(paletteOpened);
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  useTrackLeftOffPath();

  const togglePalette = useCallback(() => setPaletteOpened((opened) => !opened), []);
  const openPalette = useCallback(() => setPaletteOpened(true), []);
  usePaletteShortcut(togglePalette, openPalette);

  return (
    <MantineAppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: RAIL_COLLAPSED_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={0}
    >
      <PageStart />
      <SkipLink />
      <AppHeader
        user={user}
        pageTitle={pageTitle}
        trail={headerTrail}
        navigationOpened={navigationOpened}
        onToggleNavigation={navigation.toggle}
        onOpenAccountPanel={accountPanel.open}
        onOpenSearch={() => setPaletteOpened(true)}
      />
      <SideRail items={rail} pathname={pathname} />
      {navigationWanted && (
        <LazyPieceBoundary what="The navigation" onClose={navigation.close}>
          <Suspense fallback={null}>
            <PhoneNavigationDrawer
              items={items}
              pathname={pathname}
              opened={navigationOpened}
              onClose={navigation.close}
            />
          </Suspense>
        </LazyPieceBoundary>
      )}
      {user && accountPanelWanted && (
        <LazyPieceBoundary what="The account panel" onClose={accountPanel.close}>
          <Suspense fallback={null}>
            <AccountPanel user={user} opened={accountPanelOpened} onClose={accountPanel.close} />
          </Suspense>
        </LazyPieceBoundary>
      )}
      {paletteWanted && (
        <LazyPieceBoundary what="Search" onClose={() => setPaletteOpened(false)}>
          <Suspense fallback={null}>
            <CommandPalette opened={paletteOpened} onClose={() => setPaletteOpened(false)} />
          </Suspense>
        </LazyPieceBoundary>
      )}
      <LiveAnnouncer />
      <IdleTimeOut />
      <MantineAppShell.Main id={MAIN_CONTENT_ID} ref={mainRef}>
        <InShellContext.Provider value={true}>
          <HeaderTrailContext.Provider value={setHeaderTrail}>
            {/* A page whose code is still loading waits here, inside the shell: without this boundary the
              whole shell (and an open drawer's transition) would be suspended and hidden meanwhile. */}
            <Suspense
              fallback={
                <Center mih={240}>
                  <Loader role="status" aria-label="Loading the page" />
                </Center>
              }
            >
              {children ?? <Outlet />}
            </Suspense>
          </HeaderTrailContext.Provider>
        </InShellContext.Provider>
      </MantineAppShell.Main>
    </MantineAppShell>
  );
}
