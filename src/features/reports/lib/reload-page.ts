/** The page reload after a renewed `TokenExpired` (its own module, so tests can replace it). */
export function reloadPage(): void {
  window.location.reload();
}
