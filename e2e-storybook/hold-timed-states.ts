/**
 * A story's image shows the state its play function reached, however long the machine takes to get to
 * the image. Some states last a while only: a message goes after 5 s (R1.4), a confirmation after 5 s.
 * Under CI's load the accessibility check and the screenshot took longer than that now and then, and
 * the image caught the message gone (Auth/Login › Something Went Wrong, dark, at a phone's width).
 *
 * So from the end of the play function until the story's images are taken, a timer of a second or
 * more that comes due is held, and runs when the images are done: nothing is dropped, only what ends a
 * state waits. Shorter timers (transitions, debounces, a response's latency) run as they would.
 *
 * Runs in the preview page, before Storybook's own code (an init script), over whichever setTimeout
 * the page has (Playwright's clock's, when the clock is fixed).
 */
export function holdTimedStates(): void {
  const LONG_MS = 1000;
  const scope = window as unknown as { __holdTimedStates?: { start(): void; release(): void } };
  const setTimer = window.setTimeout.bind(window);
  const clearTimer = window.clearTimeout.bind(window);
  let held: Map<number, () => void> | null = null;

  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function' || !((delay ?? 0) >= LONG_MS)) return setTimer(handler, delay, ...args);
    const id: number = setTimer(() => {
      const run = () => (handler as (...values: unknown[]) => void)(...args);
      if (held) held.set(id, run);
      else run();
    }, delay);
    return id;
  }) as typeof window.setTimeout;

  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) held?.delete(id);
    clearTimer(id);
  }) as typeof window.clearTimeout;

  scope.__holdTimedStates = {
    start: () => {
      held ??= new Map();
    },
    release: () => {
      const due = held;
      held = null;
      due?.forEach((run) => run());
    },
  };
}
