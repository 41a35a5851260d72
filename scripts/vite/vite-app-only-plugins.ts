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

/**
 * The plugins a tool that builds something else from vite.config.ts (Storybook) keeps: all but the
 * app-only ones, the TanStack router plugin among them. Found by the mark, not by a plugin name that
 * an upgrade may change. With `required` (a config that must come from vite.config.ts, such as the
 * static Storybook build's), a config with no mark stops with one line rather than letting the app's
 * plugins quietly take over the tool's build; without it (the Vitest stories project, whose config is
 * not vite.config.ts) there may be nothing to drop.
 */
export async function pluginsForOtherBuilds(
  options: PluginOption[],
  { tool, required }: { tool: string; required: boolean },
): Promise<Plugin[]> {
  const plugins = await flatPlugins(options);
  const kept = plugins.filter((plugin) => !isAppOnly(plugin));
  if (required && kept.length === plugins.length) {
    throw new Error(`${tool}: vite.config.ts marks no plugin appOnly; the app's own plugins would take over its build`);
  }
  return kept;
}
