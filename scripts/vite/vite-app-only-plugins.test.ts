import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { loadConfigFromFile, type Plugin, type PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import { appOnly, flatPlugins, pluginsForOtherBuilds } from './vite-app-only-plugins';

const plugin = (name: string): Plugin => ({ name });

describe('the plugins Storybook keeps of vite.config.ts', () => {
  it('drops the plugins marked appOnly, in lists and promises too, and keeps the rest in order', async () => {
    const options: PluginOption[] = [
      plugin('a'),
      appOnly(plugin('app')),
      [plugin('b'), appOnly([plugin('app-1'), plugin('app-2')])],
      Promise.resolve(plugin('c')),
    ];
    const kept = await pluginsForOtherBuilds(options, { tool: 'Storybook build', required: true });
    expect(kept.map(({ name }) => name)).toEqual(['a', 'b', 'c']);
  });

  it('stops with one line when a build that must come from vite.config.ts has no plugin marked', async () => {
    const unmarked = [plugin('a'), [plugin('b')]];
    await expect(pluginsForOtherBuilds(unmarked, { tool: 'Storybook build', required: true })).rejects.toThrow(
      "Storybook build: vite.config.ts marks no plugin appOnly; the app's own plugins would take over its build",
    );
    // A config of its own (the Vitest stories project) may have nothing to drop.
    expect(await pluginsForOtherBuilds(unmarked, { tool: 'Storybook', required: false })).toHaveLength(2);
  });

  // The router plugin generates the app's route tree and splits its route files: the app's build, not
  // the stories'. Its names come from a fresh instance, so a renamed plugin cannot make this pass by
  // matching nothing.
  it("drops every plugin of vite.config.ts's TanStack router", async () => {
    const routerNames = (await flatPlugins([tanstackRouter({ target: 'react', autoCodeSplitting: true })])).map(
      ({ name }) => name,
    );
    expect(routerNames.length).toBeGreaterThan(0);
    // Loaded as Storybook loads it (bundled and run by Node), so the marks are the ones it sees.
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts');
    const viteConfig = loaded?.config ?? {};
    const configured = (await flatPlugins(viteConfig.plugins ?? [])).map(({ name }) => name);
    // Which of its plugins it returns depends on the mode (hot reload in development only).
    expect(configured.filter((name) => routerNames.includes(name)).length).toBeGreaterThan(0);
    const kept = await pluginsForOtherBuilds(viteConfig.plugins ?? [], { tool: 'Storybook build', required: true });
    expect(kept.map(({ name }) => name).filter((name) => routerNames.includes(name))).toEqual([]);
  });
});
