import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A module fetched on demand, which a route's loader (or a preload) may fetch before it is rendered.
 * `load` asks once; `loaded` is the module once it has arrived.
 */
export interface OnDemandModule<M> {
  load: () => Promise<M>;
  loaded: () => M | undefined;
}

export function onDemand<M>(importModule: () => Promise<M>): OnDemandModule<M> {
  let arrived: { module: M } | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () =>
      (loading ??= importModule().then(
        (module) => {
          arrived = { module };
          return module;
        },
        (error: unknown) => {
          // A later render or preload asks again (a new deploy's reload is new-deploy.ts's).
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => arrived?.module,
  };
}

/**
 * `React.lazy` that renders at once when its module has already arrived. A lazy component suspends on
 * its first render even then (it waits for a promise), and React then holds the content back until
 * 300 ms after the last fallback it showed or hid (its fallback throttle), once per lazy component
 * nested on the way: a dashboard opened from home waited some 600 ms for nothing (docs/performance.md).
 * React's lazy takes a module it is handed at once (a thenable that resolves synchronously) without
 * suspending.
 */
export function lazyPage<M, P extends object>(
  source: OnDemandModule<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const module = source.loaded();
    if (module === undefined) return source.load().then((loaded) => ({ default: pick(loaded) }));
    const arrived = { default: pick(module) };
    return { then: (resolve: (value: typeof arrived) => void) => resolve(arrived) } as Promise<typeof arrived>;
  });
}
