import { useRouterState, type AnyRouteMatch } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { rememberShownPageTitle } from '@/shared/browser/shown-page-title';
import type { SessionUser } from '@/shared/user/user';

export const PORTAL_NAME = 'Carrier Analytics Portal';
/** The 404's title, in the header and as its h1 alike: one title, in sentence case (tenth grade, finding 4). */
export const NOT_FOUND_TITLE = 'Page not found';

/** A page's title: a text, or one made from the signed-in user (the account pages: "Jordan Account Settings"). */
export type PageTitle = string | ((user: SessionUser | null) => string);

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The title of a page whose title is fixed; a route whose title comes with its data returns `pageTitle` from its loader. */
    pageTitle?: PageTitle;
  }
}

function titleOf(title: unknown, user: SessionUser | null): string | null {
  if (typeof title === 'string') return title;
  return typeof title === 'function' ? (title as (user: SessionUser | null) => string)(user) : null;
}

/**
 * The page title of the matched routes (R2.21: every page has one): the deepest route that
 * names one, by its loader's `pageTitle` or its `staticData.pageTitle`. A route whose loader found
 * nothing (`notFound()`) shows the not-found page, and its title.
 */
export function pageTitleOf(matches: readonly AnyRouteMatch[], user: SessionUser | null): string {
  if (matches.some((match) => match.status === 'notFound')) return NOT_FOUND_TITLE;
  for (const match of [...matches].reverse()) {
    const title =
      titleOf((match.loaderData as { pageTitle?: unknown } | undefined)?.pageTitle, user) ??
      titleOf(match.staticData.pageTitle, user);
    if (title !== null) return title;
  }
  return '';
}

/** The current page's title; `user` for the titles made from the signed-in user. */
export function useRoutePageTitle(user: SessionUser | null): string {
  return useRouterState({ select: (state) => pageTitleOf(state.matches, user) });
}

/**
 * Shows `title` as the document title (`<title> | Carrier Analytics Portal`) and keeps it for what
 * reads it outside React (activity records, the route announcement: shared/browser/shown-page-title.ts). A layout
 * effect: done in the same commit as the page it names, before anything can look.
 */
export function useShowPageTitle(title: string): void {
  useLayoutEffect(() => {
    if (!title) return;
    rememberShownPageTitle(title);
    document.title = `${title} | ${PORTAL_NAME}`;
  }, [title]);
}

/** The pages outside the shell (the sign-in screens, the dashboard sign-in page); the shell shows its own. */
export function useShowPageTitleOutsideShell(): void {
  const inShell = useRouterState({ select: (state) => state.matches.some((match) => match.routeId === '/_app') });
  const title = useRoutePageTitle(null);
  useShowPageTitle(inShell ? '' : title);
}
