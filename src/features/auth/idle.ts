// The signed-in shell's idle time-out: a public entry besides index.ts, so it comes with the shell's
// code (app/layout/app-shell.tsx), never with the sign-in page's.
export { IdleTimeOut } from './components/idle-time-out';
// Whether the warning shows: the shell's screen stories open it as the time-out does.
export { useIdleWarningStore } from './session/idle-time-out';
