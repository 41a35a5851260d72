import { type ReactNode, useId } from 'react';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import routeTreeSource from '../../routeTree.gen.ts?raw';

/**
 * The Screens page (screens.mdx): every route of the app (from TanStack Router's generated route tree)
 * with the stories of the screens it shows (story files tagged `screen`, matched by their
 * `parameters.route` or `parameters.routePattern`).
 */

/**
 * Each route's human name and what a person comes to it for (design review m18): the Screens page leads
 * with these, the route pattern under them for the developer. A route without one fails the page.
 */
const ROUTE_SCREENS: Record<string, { name: string; purpose: string }> = {
  '/': { name: 'Start', purpose: 'Sends a signed-in person home and anyone else to sign in (R2.48).' },
  '/$': { name: 'Page not found', purpose: 'Any address the portal does not have: the 404 image and "Back to home".' },
  '/login': { name: 'Sign in', purpose: 'Where everyone starts: username and password, and the ways to get help.' },
  '/forgot-password': {
    name: 'Password recovery',
    purpose: 'Getting back in without the password: e-mail, code, new password.',
  },
  '/request-an-account': { name: 'Request an account', purpose: 'How a person without an account asks for one.' },
  '/home': { name: 'Home', purpose: "The signed-in start: the modules and the person's own way back into their work." },
  '/$module': {
    name: 'Module landing',
    purpose:
      "A module's own page: its numbers, its 2024 deployment cards (R2.4, R2.15), and the person's recent dashboards and saved views of it.",
  },
  '/$module/2024-deployment': {
    name: 'Deployment overview',
    purpose:
      "A deployment's topics as cards, each saying what it is (dashboard, presentation, glossary); nothing else.",
  },
  '/$module/$slug': {
    name: 'Topic page',
    purpose: 'One topic: its dashboard, the Quick Wins presentation or the metrics glossary.',
  },
  '/account/$slug': { name: 'Account', purpose: 'The profile and the password change.' },
  '/$identityProvider/oauth2/v2.0/authorize': {
    name: 'Dashboard sign-in',
    purpose: 'The workplace sign-in a dashboard needs, in the window it opens.',
  },
};

function routeScreen(route: string) {
  const screen = ROUTE_SCREENS[route];
  if (!screen) throw new Error(`Screens page: give the route ${route} a name and a purpose in ROUTE_SCREENS`);
  return screen;
}

type StoryFile = {
  default: { title: string; tags?: string[]; parameters?: { route?: string; routePattern?: string } };
  [exportName: string]: unknown;
};

const storyFiles = import.meta.glob<StoryFile>('/src/**/*.stories.tsx', { eager: true });

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** The route tree's full paths, as `fullPaths: | '/' | '/home' ...` in src/routeTree.gen.ts lists them. */
function routePaths(): string[] {
  const union = /fullPaths:([^:]*?)fileRoutesByTo/s.exec(routeTreeSource)?.[1] ?? '';
  const paths = [...union.matchAll(/'([^']*)'/g)].map(([, path = '']) => normalise(path));
  if (paths.length === 0) throw new Error('Screens page: no routes found in src/routeTree.gen.ts');
  return [...new Set(paths)].sort();
}

/** How well a route pattern matches a path: static segments count most, a splat least (as the router ranks). */
function matchScore(pattern: string, path: string): number | undefined {
  const patternSegments = pattern.split('/').filter(Boolean);
  const pathSegments = path.split('/').filter(Boolean);
  let score = 0;
  for (const [index, segment] of patternSegments.entries()) {
    if (segment === '$') return score;
    const actual = pathSegments[index];
    if (actual === undefined) return undefined;
    if (segment.startsWith('$')) score += 1;
    else if (segment === actual) score += 2;
    else return undefined;
  }
  return patternSegments.length === pathSegments.length ? score : undefined;
}

function routeOf(parameters: StoryFile['default']['parameters'], routes: string[]): string | undefined {
  if (parameters?.routePattern) return normalise(parameters.routePattern);
  const path = normalise(parameters?.route ?? '/');
  const ranked = routes
    .map((route) => ({ route, score: matchScore(route, path) }))
    .filter((match): match is { route: string; score: number } => match.score !== undefined)
    .sort((a, b) => b.score - a.score);
  return ranked[0]?.route;
}

type ScreenStory = { id: string; title: string; name: string };

/** The screen stories under the route each shows (a story's own `parameters` over its file's). */
function screenStoriesByRoute(routes: string[]) {
  const byRoute = new Map<string | undefined, ScreenStory[]>();
  for (const file of Object.values(storyFiles)) {
    const meta = file.default;
    if (!meta.tags?.includes('screen')) continue;
    // Storybook's own exports are not stories: `default` (the meta) and `__namedExportsOrder` (the order
    // its build adds to every file).
    for (const exportName of Object.keys(file).filter((key) => key !== 'default' && !key.startsWith('__'))) {
      const story = file[exportName] as { parameters?: StoryFile['default']['parameters'] } | undefined;
      const parameters = { ...meta.parameters, ...story?.parameters };
      const route = parameters.route || parameters.routePattern ? routeOf(parameters, routes) : undefined;
      const name = storyNameFromExport(exportName);
      byRoute.set(route, [...(byRoute.get(route) ?? []), { id: toId(meta.title, name), title: meta.title, name }]);
    }
  }
  return byRoute;
}

function StoryLinks({ stories }: { stories: ScreenStory[] }) {
  return (
    <ul>
      {stories.map((story) => (
        <li key={story.id}>
          <a href={`./?path=/story/${story.id}`} target="_top">
            {story.title} › {story.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function ScreenSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {children}
    </section>
  );
}

export function ScreensByRoute() {
  const routes = routePaths();
  const byRoute = screenStoriesByRoute(routes);
  const withoutRoute = byRoute.get(undefined) ?? [];
  return (
    <>
      {routes.map((route) => {
        const { name, purpose } = routeScreen(route);
        return (
          <ScreenSection key={route} heading={name}>
            <p>
              {purpose} <code>{route}</code>
            </p>
            {byRoute.has(route) ? (
              <StoryLinks stories={byRoute.get(route) ?? []} />
            ) : (
              <p>No story of this screen yet.</p>
            )}
          </ScreenSection>
        );
      })}
      {withoutRoute.length > 0 && (
        <ScreenSection heading="Screens shown on any route (errors, start-up)">
          <StoryLinks stories={withoutRoute} />
        </ScreenSection>
      )}
    </>
  );
}
