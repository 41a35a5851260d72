import { Center, Loader, AppShell as MantineAppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Suspense, useMemo, type ReactNode } from 'react';
import '../styles/signed-in';
import { useCurrentUser } from '@/shared/session/current-user';
import { useSessionStore } from '@/shared/session/session-store';
import { AccountPanel } from './account-panel';
import { AppHeader } from './app-header';
import { NavigationLinks } from './navigation-links';
import { SideDrawer } from './side-drawer';
import { InShellContext } from './shell-context';
import { SideRail } from './side-rail';
import { HEADER_HEIGHT, RAIL_COLLAPSED_WIDTH, RAIL_EXPANDED_WIDTH } from './constants';
import { navigationItems } from './navigation-items';
import { portalModules, type PortalModule } from '@/features/deployment';

/**
 * The layout of every logged-in page (spec section 2, "Navigation and header"): header, side rail
 * (a drawer on phones), the account panel, and the page in a main area offset by the collapsed rail.
 * Scrolling to the top on each route change is done once for all routes by the auth feature's
 * RouteChangeEffects in the root route.
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
  const pageTitle = useSessionStore((state) => state.pageTitle);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const items = useMemo(() => navigationItems(modules), [modules]);
  const [navigationOpened, navigation] = useDisclosure(false);
  const [accountPanelOpened, accountPanel] = useDisclosure(false);

  return (
    <MantineAppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: RAIL_COLLAPSED_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={0}
    >
      <AppHeader
        user={user}
        pageTitle={pageTitle}
        navigationOpened={navigationOpened}
        onToggleNavigation={navigation.toggle}
        onOpenAccountPanel={accountPanel.open}
      />
      <SideRail items={items} pathname={pathname} />
      <SideDrawer
        opened={navigationOpened}
        onClose={navigation.close}
        size={RAIL_EXPANDED_WIDTH}
        title="Menu"
        closeLabel="Close navigation"
        hiddenFrom="sm"
      >
        <nav aria-label="Main navigation">
          <NavigationLinks items={items} pathname={pathname} onNavigate={navigation.close} />
        </nav>
      </SideDrawer>
      {user && <AccountPanel user={user} opened={accountPanelOpened} onClose={accountPanel.close} />}
      <MantineAppShell.Main>
        <InShellContext.Provider value={true}>
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
        </InShellContext.Provider>
      </MantineAppShell.Main>
    </MantineAppShell>
  );
}
