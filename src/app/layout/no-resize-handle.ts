/**
 * Stands in for Mantine's `AppShellResizeHandle` where the AppShell's sections import it
 * (vite.config.ts resolves it so in builds): the handle is drawn only for an AppShell given `resize`,
 * and the portal's shell is not (app-shell.tsx), so a section renders nothing in its place.
 */
export function AppShellResizeHandle(): null {
  return null;
}
