import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  assignStartGroups,
  definersOf,
  neededBy,
  startChunks,
  type Graph,
  type StartGroup,
} from './vite-start-chunk-plugin';

/** A small module graph: an entry that takes one name from a re-exporting index, as the app takes Box from Mantine. */
const MODULES: Record<string, { code: string; exports: string[]; importedIds: string[] }> = {
  '/src/main.tsx': {
    code: "import { Box } from 'ui';\nimport './side';",
    exports: [],
    importedIds: ['ui', '/src/side.ts'],
  },
  '/src/side.ts': { code: 'export const side = 1;', exports: ['side'], importedIds: [] },
  '/src/shell.tsx': {
    code: "import * as ui from 'ui';\nimport './side';",
    exports: [],
    importedIds: ['ui', '/src/side.ts'],
  },
  ui: {
    code: "export { Box } from './box';\nexport { Text } from './text';",
    exports: ['Box', 'Text'],
    importedIds: ['/ui/box.ts', '/ui/text.ts'],
  },
  '/ui/box.ts': { code: 'export const Box = 1;', exports: ['Box'], importedIds: [] },
  '/ui/text.ts': { code: 'export const Text = 1;', exports: ['Text'], importedIds: [] },
};
const RESOLVE: Record<string, string> = { ui: 'ui', './side': '/src/side.ts' };

// Only what the plugin reads of Rolldown's context; a cast, since the real types carry much more.
const graph = {
  getModuleIds: () => Object.keys(MODULES)[Symbol.iterator](),
  getModuleInfo: (id: string) => MODULES[id] ?? null,
  resolve: async (source: string) => (RESOLVE[source] ? { id: RESOLVE[source] } : null),
} as unknown as Graph;

const everyGroup = () => true;

describe('definersOf', () => {
  it('follows a name through a re-exporting index to the module that defines it', () => {
    expect(definersOf(graph, 'ui', 'Box')).toEqual(['/ui/box.ts']);
  });

  it('answers the module itself when it defines the name, and nothing for an unknown module', () => {
    expect(definersOf(graph, '/ui/text.ts', 'Text')).toEqual(['/ui/text.ts']);
    expect(definersOf(graph, '/nowhere.ts', 'Box')).toEqual([]);
  });
});

describe('neededBy', () => {
  it('takes what an import by name needs, not the whole index', async () => {
    expect([...(await neededBy(graph, ['/src/main.tsx']))].sort()).toEqual([
      '/src/main.tsx',
      '/src/side.ts',
      '/ui/box.ts',
    ]);
  });

  it('takes the whole module for a namespace import', async () => {
    expect(await neededBy(graph, ['/src/shell.tsx'])).toEqual(new Set(['/src/shell.tsx', 'ui', '/src/side.ts']));
  });
});

describe('assignStartGroups', () => {
  const boot: StartGroup = { name: 'boot', entries: [/\/src\/main\.tsx$/] };
  const shell: StartGroup = { name: 'shell', entries: [/\/src\/shell\.tsx$/] };

  it('gives each group what its entries need beyond the groups before it', async () => {
    const members = await assignStartGroups(graph, [boot, shell], everyGroup);
    expect(members.get('boot')).toEqual(new Set(['/src/main.tsx', '/src/side.ts', '/ui/box.ts']));
    expect(members.get('shell')).toEqual(new Set(['/src/shell.tsx', 'ui']));
  });

  it('stops with the group and the pattern when an entry pattern matches no module', async () => {
    const stale: StartGroup = {
      name: 'shell',
      entries: [/\/src\/shell\.tsx$/, /\/src\/routes\/_app\.tsx\?tsr-split=component$/],
    };
    await expect(assignStartGroups(graph, [boot, stale], everyGroup)).rejects.toThrow(
      'Start chunk "shell": its entry pattern /\\/src\\/routes\\/_app\\.tsx\\?tsr-split=component$/ matches no module',
    );
  });

  it('stops when a group gets nothing its earlier groups do not already hold', async () => {
    const again: StartGroup = { name: 'again', entries: [/\/src\/main\.tsx$/] };
    await expect(assignStartGroups(graph, [boot, again], everyGroup)).rejects.toThrow(
      'Start chunk "again": everything its entry needs is already in an earlier group',
    );
  });

  it('lets a group this build does not have match nothing', async () => {
    const mocks: StartGroup = { name: 'mocks', entries: [/\/src\/mocks\/browser\.ts$/] };
    const members = await assignStartGroups(graph, [boot, mocks], (group) => group !== mocks);
    expect(members.get('mocks')).toEqual(new Set());
  });
});

describe('the start-chunk plugin', () => {
  it('fails the build, through Rolldown, when a group of this build matches nothing', async () => {
    const { plugin, groups } = startChunks([
      { name: 'boot', entries: [/\/src\/main\.tsx$/] },
      {
        name: 'mocks',
        entries: [/\/src\/mocks\/browser\.ts$/],
        inBuild: (config) => config.env.VITE_ENABLE_MOCKS === 'true',
      },
    ]);
    const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
    const buildEnd = plugin.buildEnd as (this: unknown, error?: Error) => Promise<void>;
    const context = {
      ...graph,
      error: (message: string) => {
        throw new Error(message);
      },
    };

    configResolved({ base: '/', env: { VITE_ENABLE_MOCKS: 'false' } } as unknown as ResolvedConfig);
    await buildEnd.call(context);
    expect(groups.find((group) => group.name === 'boot')?.test('/ui/box.ts')).toBe(true);

    configResolved({ base: '/', env: { VITE_ENABLE_MOCKS: 'true' } } as unknown as ResolvedConfig);
    await expect(buildEnd.call(context)).rejects.toThrow('Start chunk "mocks": its entry pattern');
  });
});
