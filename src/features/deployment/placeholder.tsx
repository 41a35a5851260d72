import { Outlet } from '@tanstack/react-router';

export function AppShell() {
  return <Outlet />;
}
export function HomePage() {
  return <main>Home</main>;
}
export function ModuleLandingPage({ moduleSlug }: { moduleSlug: string }) {
  return <main>Module {moduleSlug}</main>;
}
export function DeploymentPage({ moduleSlug }: { moduleSlug: string }) {
  return <main>Deployment {moduleSlug}</main>;
}
export function SolutionDetailPage({ moduleSlug, topicSlug }: { moduleSlug: string; topicSlug: string }) {
  return (
    <main>
      {moduleSlug} / {topicSlug}
    </main>
  );
}
export function NotFoundPage() {
  return <main>Not found</main>;
}
