import { createFileRoute } from '@tanstack/react-router';
import { useContinueTarget } from '@/app/layout/continue-path';
import { HomePage } from '@/features/deployment';

// The shell knows the last page visited before home; the home page offers to go back to it.
function HomeRoute() {
  return <HomePage continueTarget={useContinueTarget()} />;
}

export const Route = createFileRoute('/_app/home')({
  // The title comes with the feature's code, which the page loads anyway (not with the first download).
  loader: async () => ({ pageTitle: (await import('@/features/deployment')).HOME_PAGE_TITLE }),
  component: HomeRoute,
});
