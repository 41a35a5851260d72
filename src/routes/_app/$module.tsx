import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { RouteErrorFallback } from '@/app/app-error-boundary';
import { NotFoundPage } from '@/app/layout/not-found-page';

// `/{project}-2024/...`: the module is resolved once here; an unknown one is the not-found page,
// shown inside the shell (this route's own notFoundComponent renders in the shell's outlet).
export const Route = createFileRoute('/_app/$module')({
  // The configuration loads with the first module page, never with the sign-in page's bundle.
  loader: async ({ params }) => {
    const { findModule, portalModules } = await import('@/features/deployment');
    const module = findModule(portalModules, params.module);
    if (!module) throw notFound();
    return { module, pageTitle: module.title };
  },
  component: Outlet,
  // A page's error inside the shell, whose header and rail stay (the root's covers the app's own).
  errorComponent: RouteErrorFallback,
  notFoundComponent: NotFoundPage,
});
