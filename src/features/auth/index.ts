// Public API of the auth feature: sign-in, the session lifecycle, sign-out and password recovery.
export { AuthScreen, type AuthScreenMode } from './components/auth-screen';
export { StartupSpinner } from './components/startup-spinner';
export { RouteChangeEffects } from './components/route-change-effects';
export { SignOutConfirmation, type SignOutConfirmationProps } from './components/sign-out-confirmation';
export { runSessionBootstrap } from './lib/session-bootstrap';
export { endRejectedSession } from './lib/end-rejected-session';
