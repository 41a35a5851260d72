// Public API of the auth feature: sign-in, sign-out and password recovery (the session itself: @/session).
import { lazy } from 'react';

export { AuthScreen, type AuthScreenMode } from './components/auth-screen';
export { AUTH_SCREEN_TITLES } from './constants';
export { StartupSpinner } from './components/startup-spinner';
export { RouteChangeEffects } from './components/route-change-effects';
// Lazy: the confirmation (a Mantine Modal) is only needed inside the shell, never on the sign-in page.
export const SignOutConfirmation = lazy(() =>
  import('./components/sign-out-confirmation').then((module) => ({ default: module.SignOutConfirmation })),
);
