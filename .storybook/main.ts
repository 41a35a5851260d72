import type { StorybookConfig } from '@storybook/react-vite';
import { mockPagesPlugin } from '../scripts/vite-mock-pages-plugin';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // The router plugin generates the app's route tree; stories build their own routers, so drop it.
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = (viteConfig.plugins ?? []).flat().filter((plugin) => {
      const name = plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '';
      return !name.startsWith('tanstack');
    });
    // The mock report host and identity pages, for stories that embed a report (added once).
    const hasMockPages = viteConfig.plugins.some(
      (plugin) =>
        plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'carrier-portal:mock-pages',
    );
    if (!hasMockPages) viteConfig.plugins.push(mockPagesPlugin());
    return viteConfig;
  },
};

export default config;
