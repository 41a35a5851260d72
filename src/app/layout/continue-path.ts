import { useRouterState } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { create } from 'zustand';
import {
  findDeployment2024,
  portalModules,
  topicPath,
  type ContinueTarget,
  type PortalModule,
} from '@/features/deployment';
import { readLastKnownPath, readSession } from '@/session';

const useLeftOffStore = create<{ path: string | null }>(() => ({ path: null }));

/** For tests that share one module graph: the page left off on is this page load's, never a later test's. */
export function forgetLeftOffPath(): void {
  useLeftOffStore.setState({ path: null });
}

function pathnameOf(path: string): string {
  return (path.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '') || '/';
}

/**
 * Where a person left off, for a stored path: a topic of a module's 2024 deployment (a dashboard, Quick Wins, the
 * glossary), named by the topic's title, with the path as stored (a dashboard's `?page=`). Any other page is no place
 * to go back to: home, a module's or deployment's landing page (a way to a topic, not work), and an account page (the
 * thirteenth grade: "Profile" and "Change password" listed as "where you left off" on home). Null for those.
 */
export function leftOffTarget(path: string, modules: readonly PortalModule[] = portalModules): ContinueTarget | null {
  if (!path.startsWith('/')) return null;
  const pathname = pathnameOf(path);
  for (const module of modules) {
    const topic = findDeployment2024(module)?.topics.find((entry) => topicPath(module, entry) === pathname);
    if (topic) return { to: path, label: topic.title };
  }
  return null;
}

/**
 * Keeps the last visited topic (a dashboard, Quick Wins, the glossary): a page of another kind visited since (an
 * account page, a module's page) leaves the topic before it as the place left off. `last-known-path` is rewritten once every page has
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
    if (stored && stored !== href && leftOffTarget(stored)) useLeftOffStore.setState({ path: stored });
  }, [href]);
}

/** The topic left off on, the first row of home's "Recent" list: the last visited topic, if any. */
export function useContinueTarget(): ContinueTarget | null {
  const path = useLeftOffStore((state) => state.path);
  return path ? leftOffTarget(path) : null;
}
