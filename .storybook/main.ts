import { resolve } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';
import { pluginsForOtherBuilds } from '../scripts/vite/vite-app-only-plugins.ts';
import { mockPageEntries, mockPagesPlugin } from '../scripts/vite/vite-mock-pages-plugin.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * The static Storybook's build inputs: Storybook's iframe.html plus the mock pages (report host,
 * identity provider, MSAL redirect bridge) that dashboard stories open as they do in the dev Storybook.
 */
function mockPagesAsBuildInputs(): Plugin {
  return {
    name: 'storybook:carrier-portal-mock-page-inputs',
    apply: 'build',
    // After Storybook's own plugin, which sets its iframe.html as the only input.
    enforce: 'post',
    config(config) {
      const options = config.build?.rolldownOptions;
      const iframe = options?.input;
      if (!options || typeof iframe !== 'string') {
        throw new Error(`Storybook build: expected Storybook's iframe.html as the only input, found ${String(iframe)}`);
      }
      const pages = mockPageEntries(root).map((page) => [
        page.replace(/\.html$/, '').replace(/[\\/]/g, '-'),
        resolve(root, page),
      ]);
      options.input = { iframe, ...Object.fromEntries(pages) };
    },
  };
}

const config: StorybookConfig = {
  // Stories beside their components; the designers' pages (Foundations, Screens) in src/app/design.
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  // Docs: a page per component with its states and props (autodocs, preview.tsx), and the MDX pages.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  /**
   * Storybook starts from vite.config.ts. Its app-only plugins (vite.config.ts marks them) would turn
   * the static build into the portal's: index.html as the only entry, mock files pruned, a CSP added.
   * The stories need only the mock pages, served (dev, Vitest) or built (static build).
   */
  viteFinal: async (viteConfig, { configType }) => {
    const kept = await pluginsForOtherBuilds(viteConfig.plugins ?? [], {
      tool: 'Storybook build',
      required: configType === 'PRODUCTION',
    });
    if (configType === 'PRODUCTION') {
      kept.push(mockPagesAsBuildInputs());
      // The environment of the demo build: mock backend on, mock identity provider (.env.demo).
      return { ...viteConfig, mode: 'demo', plugins: kept };
    }
    kept.push(mockPagesPlugin());
    return { ...viteConfig, plugins: kept };
  },
};

export default config;
