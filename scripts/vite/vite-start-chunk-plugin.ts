/**
 * One chunk for everything a start-up entry needs (the app's entry, the app itself, the signed-in
 * shell), i.e. what every page of that kind downloads first. Left alone, Rolldown splits these
 * modules into some 30 small chunks (Box, TextInput, use-id...) because lazy pages share them
 * (rolldown/rolldown#9963, #10731: modules the entry already loads are not merged into it). The
 * browser then fetches 30 files before the sign-in page can paint, each a round trip on a slow
 * connection (six at a time over HTTP/1.1). Grouping them adds no byte to any page, since the entry
 * needs them all anyway; lazy pages import what they share from the group's chunk.
 *
 * Rolldown's chunk groups test module ids one by one, so the plugin reads the module graph when the
 * build ends (before chunking) and a group answers "does its entry need this module". Imports by
 * name are followed to the module that defines the name, not through a whole package index: the app
 * imports Box from `@mantine/core`, whose index re-exports every component, and only Box is needed.
 *
 * The entry patterns follow file names and TanStack Router's generated ids (`?tsr-split=component`),
 * which a rename or a router upgrade changes. A group that matches nothing would quietly bring the
 * 30 files back, so the build stops instead, naming the group and its pattern.
 *
 * What would let this plugin go: Rolldown merging the shared chunks an entry loads anyway
 * (rolldown/rolldown#4788: merge side-effect-free chunks; #9963, #10731), or a chunking strategy
 * for `codeSplitting` (formerly `advancedChunks`) that groups by entry without a module list
 * (rolldown/rolldown#7473, moved from vitejs/vite#21271). Then `vite.config.ts` would drop the plugin
 * and `npm run test:budget` would show whether the page budgets still hold.
 */
import { parseAst, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/** The part of Rolldown's plugin context the plugin reads (tests hand it a small graph of their own). */
export type Graph = Pick<Rolldown.PluginContext, 'getModuleIds' | 'getModuleInfo' | 'resolve'>;

/** What a module imports statically: the source, and the names taken from it (null: all of it). */
interface StaticImport {
  source: string;
  names: string[] | null;
}

function staticImportsOf(code: string): StaticImport[] {
  let program;
  try {
    program = parseAst(code);
  } catch {
    return []; // not JavaScript (an asset stub Vite already replaced): nothing to follow
  }
  const imports: StaticImport[] = [];
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      const named = node.specifiers.every((specifier) => specifier.type === 'ImportSpecifier');
      const names = node.specifiers.flatMap((specifier) =>
        specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier'
          ? [specifier.imported.name]
          : [],
      );
      // `import 'x'` (side effects) and default or namespace imports need the whole module.
      imports.push({ source: node.source.value, names: named && names.length > 0 ? names : null });
    }
    // Re-exports (`export ... from`) are followed only for a name someone asks for (definersOf).
  }
  return imports;
}

/** The modules that define `name` for an importer of `id`, looking through re-exporting indexes. */
export function definersOf(graph: Graph, id: string, name: string, seen = new Set<string>()): string[] {
  if (seen.has(id)) return [];
  seen.add(id);
  const info = graph.getModuleInfo(id);
  if (!info) return [];
  const reExporters = info.importedIds.filter((imported) => graph.getModuleInfo(imported)?.exports.includes(name));
  if (reExporters.length === 0) return [id];
  return reExporters.flatMap((imported) => definersOf(graph, imported, name, seen));
}

/** Every module the `entries` need, following imports by name to their definers (see the header). */
export async function neededBy(graph: Graph, entries: string[]): Promise<Set<string>> {
  const needed = new Set<string>();
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (needed.has(id)) continue;
    needed.add(id);
    const code = graph.getModuleInfo(id)?.code;
    if (!code) continue;
    for (const { source, names } of staticImportsOf(code)) {
      const target = (await graph.resolve(source, id))?.id;
      if (!target) continue;
      queue.push(...(names ? names.flatMap((name) => definersOf(graph, target, name)) : [target]));
    }
  }
  return needed;
}

/** A chunk for what its entries need, less what earlier groups already hold. */
export interface StartGroup {
  name: string;
  /** One pattern per entry module id; each must match a module (a pattern that matches none stops the build). */
  entries: readonly RegExp[];
  /** Fetch the chunk (and its CSS) from index.html, in parallel with the entry that imports it lazily. */
  preloadFromHtml?: boolean;
  /**
   * Whether this build has the group's entry (default: every build). A group a build should have but
   * whose entry matches nothing stops the build.
   */
  inBuild?: (config: ResolvedConfig) => boolean;
}

/**
 * The modules of each group: what its entries need beyond the groups before it. Throws, naming the
 * group, when a group the build should have matches no module or gets none of its own.
 */
export async function assignStartGroups(
  graph: Graph,
  definitions: readonly StartGroup[],
  inBuild: (definition: StartGroup) => boolean,
): Promise<Map<string, Set<string>>> {
  const members = new Map<string, Set<string>>();
  const taken = new Set<string>();
  const ids = [...graph.getModuleIds()];
  for (const definition of definitions) {
    const { name, entries: patterns } = definition;
    const entries = ids.filter((id) => patterns.some((pattern) => pattern.test(id)));
    const needed = [...(await neededBy(graph, entries))].filter((id) => !taken.has(id));
    if (inBuild(definition)) {
      const unmatched = patterns.find((pattern) => !entries.some((id) => pattern.test(id)));
      if (unmatched) {
        throw new Error(
          `Start chunk "${name}": its entry pattern ${String(unmatched)} matches no module of this build ` +
            '(a renamed file, or a new TanStack Router id scheme?); update it in vite.config.ts',
        );
      }
      if (needed.length === 0) {
        throw new Error(`Start chunk "${name}": everything its entry needs is already in an earlier group`);
      }
    }
    needed.forEach((id) => taken.add(id));
    members.set(name, new Set(needed));
  }
  return members;
}

/** The chunk named `name` and the chunks it imports statically, and their CSS. */
function filesOf(bundle: Rolldown.OutputBundle, name: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.name === name) visit(output);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Put `plugin` in `plugins` and `groups` in `build.rolldownOptions.output.codeSplitting.groups`.
 * Each group gets what its entries need beyond the groups before it (vite.config.ts: the small boot
 * entry, the app with the sign-in page, the signed-in shell); groups marked `preloadFromHtml` are
 * fetched by index.html itself, in parallel with the entry that imports them lazily.
 */
export function startChunks(definitions: StartGroup[]) {
  let members = new Map<string, Set<string>>();
  let resolvedConfig: ResolvedConfig | undefined;
  let base = '/';
  const plugin: Plugin = {
    name: 'portal-start-chunks',
    apply: 'build',
    configResolved(config) {
      resolvedConfig = config;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const styles = new Set<string>();
        const scripts = new Set<string>();
        for (const { name } of definitions.filter((definition) => definition.preloadFromHtml)) {
          const files = filesOf(bundle, name);
          files.styles.forEach((href) => styles.add(base + href));
          // The entry itself is already a script of the page.
          files.scripts.filter((href) => !html.includes(base + href)).forEach((href) => scripts.add(base + href));
        }
        const link = (rel: string, href: string) => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href },
          injectTo: 'head' as const,
        });
        return [
          ...[...styles].map((href) => link('stylesheet', href)),
          ...[...scripts].map((href) => link('modulepreload', href)),
        ];
      },
    },
    async buildEnd(error) {
      if (error) return; // the build failed already; its own error says why
      const config = resolvedConfig;
      const inBuild = ({ inBuild }: StartGroup) => !inBuild || (config !== undefined && inBuild(config));
      try {
        members = await assignStartGroups(this, definitions, inBuild);
      } catch (problem) {
        this.error(problem instanceof Error ? problem.message : String(problem));
      }
    },
  };
  const groups = definitions.map(({ name }, index) => ({
    name,
    priority: definitions.length - index,
    test: (id: string) => members.get(name)?.has(id) ?? false,
  }));
  return { plugin, groups };
}
