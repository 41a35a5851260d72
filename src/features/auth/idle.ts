// The signed-in shell's idle time-out: a public entry besides index.ts, so it comes with the shell's
// code (app/layout/app-shell.tsx), never with the sign-in page's.
export { IdleTimeOut } from './components/idle-time-out';
