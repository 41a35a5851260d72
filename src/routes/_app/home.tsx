import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '@/app/app-error-boundary';
import { HomeKpis } from '@/app/home/home-kpis';
import { RecentDashboards } from '@/app/home/recent-dashboards';
import { SavedViewsAcrossReports } from '@/app/home/saved-views-across-reports';
import { useContinueTarget } from '@/app/layout/continue-path';
import { HomePage } from '@/features/deployment';

// The shell knows the last page visited before home; the home page offers to go back to it. The
// person's recent dashboards, saved views and numbers come from the session and the reports feature:
// composed here (through src/app/home), as features never import each other.
function HomeRoute() {
  const continueTarget = useContinueTarget();
  return (
    <HomePage
      welcomeBack={continueTarget !== null}
      recentDashboards={<RecentDashboards continueTarget={continueTarget} />}
      savedViews={<SavedViewsAcrossReports />}
      numbers={<HomeKpis />}
    />
  );
}

export const Route = createFileRoute('/_app/home')({
  // The title comes with the feature's code, which the page loads anyway (not with the first download).
  loader: async () => ({ pageTitle: (await import('@/features/deployment')).HOME_PAGE_TITLE }),
  component: HomeRoute,
  // A page's error inside the shell, whose header and rail stay (the root's covers the app's own).
  errorComponent: RouteErrorFallback,
});
