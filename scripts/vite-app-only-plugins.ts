/**
 * Plugins that make the portal's own build (the route tree, its index.html entry, the start chunks,
 * the Content-Security-Policy, pruning mock files) are marked in vite.config.ts, so a tool that
 * builds something else from the same config (Storybook) drops them all without knowing their names.
 * The mark is a registered symbol: it survives Vite loading vite.config.ts as a separate bundle.
 */
import type { Plugin, PluginOption } from 'vite';

const APP_ONLY = Symbol.for('carrier-portal:app-only-plugin');

type Marked = Plugin & { [APP_ONLY]?: true };

function isPlugin(option: unknown): option is Plugin {
  return option !== null && typeof option === 'object' && !Array.isArray(option) && 'name' in option;
}

/** Marks the plugin (or every plugin of a list) as part of the app's build only. */
export function appOnly<T extends Plugin | Plugin[]>(option: T): T {
  for (const plugin of [option].flat()) (plugin as Marked)[APP_ONLY] = true;
  return option;
}

export function isAppOnly(plugin: Plugin): boolean {
  return (plugin as Marked)[APP_ONLY] === true;
}

/** The plugins of a config, lists flattened and promises resolved, in their order. */
export async function flatPlugins(options: PluginOption[]): Promise<Plugin[]> {
  const resolved = await Promise.all(options);
  const plugins: Plugin[] = [];
  for (const option of resolved) {
    if (Array.isArray(option)) plugins.push(...(await flatPlugins(option)));
    else if (isPlugin(option)) plugins.push(option);
  }
  return plugins;
}
