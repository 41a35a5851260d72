import type { Preview } from '@storybook/react-vite';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { setupWorker } from 'msw/browser';
import { createContext, type ReactNode, useContext } from 'react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { AppProviders } from '../src/testing/app-providers';
import '../src/app/styles/signed-in';
import { setApiSessionHooks } from '../src/api/client';
import { queryClient } from '../src/shared/query/query-client';
import { handlers, passThroughWhatIsNotTheBackend } from '../src/mocks/handlers';
import { readStoredAccessToken } from '../src/session';
import { useSessionStore } from '../src/session/session-store';
import type { SessionUser } from '../src/shared/user/user';
import { resetAnnouncements } from '../src/shared/ui/live-announcer';

/**
 * Stories talk to the same mock backend as the app. Its handlers are the worker's initial handlers,
 * so they survive the addon's reset between stories; a story's `parameters.msw.handlers` take precedence.
 */
async function startStoryMockBackend() {
  const worker = setupWorker(passThroughWhatIsNotTheBackend, ...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return worker;
}

/**
 * Each story renders inside the app's providers and a memory router at `parameters.route`
 * (default `/`), so `<Link>` and `useParams` work; `parameters.session.user` signs a user in;
 * `parameters.pageTitle` names the page, as a route of the app does (the shell's header shows it).
 */
// Stories sign a user in without a server session, so a 401 is an answer to show, not a reason
// to leave the story for /login as the app would.
setApiSessionHooks({ getAccessToken: readStoredAccessToken, onSessionRejected: () => undefined });

/** The toolbar's colour-scheme switch; the visual run (e2e-storybook/visual.spec.ts) renders every story in both. */
type StoryColorScheme = 'light' | 'dark';

/** The story itself, which the story route's component shows. */
const CurrentStory = createContext<ReactNode>(null);
function StoryInRoute() {
  return useContext(CurrentStory);
}

/**
 * A memory router at `parameters.route` (default `/`), loaded before the story renders: a router
 * still loading renders nothing, and the static Storybook (a production build, where React's act()
 * does not wait for it) would start a play function on an empty canvas.
 */
async function loadedStoryRouter({ parameters }: { parameters: Record<string, unknown> }) {
  const path = (parameters.route as string | undefined) ?? '/';
  const pattern = (parameters.routePattern as string | undefined) ?? path;
  const rootRoute = createRootRoute({ component: Outlet });
  const storyRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: pattern,
    staticData: { pageTitle: parameters.pageTitle as string | undefined },
    component: StoryInRoute,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([storyRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultNotFoundComponent: StoryInRoute,
  });
  await router.load();
  return router;
}
type StoryRouter = Awaited<ReturnType<typeof loadedStoryRouter>>;

// A play function's findBy and waitFor wait for a state up to 5 s, not Testing Library's 1 s: a lazy
// piece opened in a story (the command palette) is fetched and, under the Vitest run's dev server,
// transformed on first use, and took over 1 s on a busy machine (Command Palette failed a fresh clone's
// npm test so). A state that comes never passes either way.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  // A docs page per component: its description, its props and every story of it (the designers' review).
  tags: ['autodocs'],
  loaders: [
    // Every story starts from an empty browser, as a person's first visit does: all stories share one
    // page (the Vitest run and the visual run), and a token one story's loader stored decided whether
    // the next story showed a report or the workplace sign-in (Dashboard Topic's image, now and then).
    // Project loaders run before a story's own, which may then store what the story needs.
    () => {
      localStorage.clear();
      sessionStorage.clear();
    },
    mswLoader(startStoryMockBackend),
    async (context) => ({ router: await loadedStoryRouter(context) }),
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
  },
  globalTypes: {
    colorScheme: {
      description: 'Color scheme of the portal',
      toolbar: {
        title: 'Color scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'light' },
  decorators: [
    (Story, context) => {
      const user = (context.parameters.session as { user?: SessionUser | null } | undefined)?.user ?? null;
      queryClient.clear();
      resetAnnouncements();
      if (user) useSessionStore.getState().signedIn(user);
      else useSessionStore.getState().signedOut();
      const { router } = context.loaded as { router: StoryRouter };
      const colorScheme: StoryColorScheme = context.globals.colorScheme === 'dark' ? 'dark' : 'light';
      return (
        <AppProviders forceColorScheme={colorScheme}>
          <CurrentStory.Provider value={<Story />}>
            <RouterProvider router={router} />
          </CurrentStory.Provider>
        </AppProviders>
      );
    },
  ],
};

export default preview;
