// Placeholder public API of the auth feature; the sign-in issue replaces these.
export { AuthScreen, StartupSpinner, RouteChangeEffects, useSessionBootstrap } from './placeholder';
