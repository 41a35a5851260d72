// Placeholder public API of the deployment feature; the shell issue replaces these.
export {
  AppShell,
  HomePage,
  ModuleLandingPage,
  DeploymentPage,
  SolutionDetailPage,
  NotFoundPage,
} from './placeholder';
