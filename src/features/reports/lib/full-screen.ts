/**
 * Full screen for the report's frame. The keyboard goes with it (into the report) and, on leaving
 * (Esc or the browser's own control), back to `returnTo`: the control that asked for it.
 */
export function showFullScreen(frame: HTMLElement, returnTo: HTMLElement | null): void {
  frame.requestFullscreen().then(
    () => {
      frame.querySelector('iframe')?.focus();
      const onChange = () => {
        if (document.fullscreenElement === frame) return;
        document.removeEventListener('fullscreenchange', onChange);
        returnTo?.focus();
      };
      document.addEventListener('fullscreenchange', onChange);
    },
    (error: unknown) => console.error('Full screen was refused', error),
  );
}
