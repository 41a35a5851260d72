import { useRouterState } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { create } from 'zustand';
import { accountMenuEntries } from '@/features/account';
import { portalModules, type ContinueTarget } from '@/features/deployment';
import { readLastKnownPath, readSession } from '@/session';
import { HOME_PATH } from './constants';
import { navigationItems } from './navigation-items';

const useLeftOffStore = create<{ path: string | null }>(() => ({ path: null }));

/** For tests that share one module graph: the page left off on is this page load's, never a later test's. */
export function forgetLeftOffPath(): void {
  useLeftOffStore.setState({ path: null });
}

function pathnameOf(path: string): string {
  return (path.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '') || '/';
}

/**
 * Keeps the last visited page other than home. `last-known-path` is rewritten once every page has
 * loaded, so by the time home shows it holds /home; it is read here as the location changes (a
 * layout effect, before the route-change effects store the new path), when it still holds the page
 * being left. At start-up it holds the page of the previous visit.
 */
export function useTrackLeftOffPath(): void {
  const href = useRouterState({ select: (state) => state.location.href });
  useLayoutEffect(() => {
    const { path: stored, owner } = readLastKnownPath();
    // A page somebody else left on this browser is not where this user left off.
    if (owner !== null && owner !== readSession().signedInAs?.username) return;
    if (stored && stored.startsWith('/') && pathnameOf(stored) !== HOME_PATH && stored !== href) {
      useLeftOffStore.setState({ path: stored });
    }
  }, [href]);
}

/** The page's name for a path: a navigation item's label or an account page's title. */
function pageLabelOf(path: string): string | null {
  const pathname = pathnameOf(path);
  const item = navigationItems(portalModules).find((entry) => entry.path === pathname);
  if (item) return item.label;
  return accountMenuEntries.find((entry) => entry.url === pathname)?.title ?? null;
}

/** The page left off on, the first row of home's "Recent" list: the last visited page, when it is a known one. */
export function useContinueTarget(): ContinueTarget | null {
  const path = useLeftOffStore((state) => state.path);
  if (!path) return null;
  const label = pageLabelOf(path);
  return label ? { to: path, label } : null;
}
