/**
 * Mantine's CSS is imported per component, in two lists (./sign-in.ts for every page, ./signed-in.ts
 * loaded with the shell). This reads the module graph a build would see and checks that every page
 * has the CSS of each Mantine component it renders, including the components Mantine builds them
 * from (a PasswordInput uses Input and ActionIcon): a component's CSS is the `X.module.mjs` its
 * Mantine module imports, shipped as `@mantine/core/styles/X.css`.
 *
 * Pages, as the router loads them: each route file under src/routes, with what it and its lazy
 * imports reach. A route renders inside its parent layout routes (`_app/home.tsx` inside `_app.tsx`),
 * so it has their CSS too. A load unit has ./signed-in.ts when it imports it (the shell does) or was
 * loaded from a unit that has it. Imports are followed by name through re-exporting indexes, so
 * importing `AuthScreen` from the auth feature does not count the lazy sign-out modal beside it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const src = join(root, 'src');
const stylesDir = join(src, 'app/styles');
const SIGN_IN_LIST = join(stylesDir, 'sign-in.ts');
const SIGNED_IN_LIST = join(stylesDir, 'signed-in.ts');
const ROUTES = join(src, 'routes');
const MANTINE_CSS = '@mantine/core/styles/';

interface ModuleInfo {
  /** Names this module defines itself. */
  locals: Set<string>;
  /** Exported name -> where it really comes from (`export { a } from`, or an imported binding exported). */
  reExports: Map<string, { source: string; name: string }>;
  starReExports: string[];
  /** What the module's own code imports statically (null: the whole module). */
  imports: { source: string; names: string[] | null }[];
  /** `import('x')`, with the top-level const it defines when it is one (`export const A = lazy(...)`):
   * importing only another name of the module does not load it. */
  dynamicImports: { source: string; owner: string | null }[];
  /** `(await import('x')).NAME`: only NAME of the module is used (a loader reading a constant). */
  namedDynamicImports: { source: string; name: string }[];
  /**
   * `Checkbox.Card = CheckboxCard`: a part reached only through its member, so a plain Checkbox does
   * not need the card's CSS (and an app that writes `Checkbox.Card` does).
   */
  members: Map<string, { source: string; name: string }>;
}

const infos = new Map<string, ModuleInfo>();

/** `Owner.Member = binding` at the top of a module. */
function memberAssignment(statement: ts.Statement) {
  if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) return null;
  const { left, operatorToken, right } = statement.expression;
  if (operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isIdentifier(right)) return null;
  if (!ts.isPropertyAccessExpression(left) || !ts.isIdentifier(left.expression)) return null;
  return { member: `${left.expression.text}.${left.name.text}`, binding: right };
}

function parse(file: string): ModuleInfo {
  const cached = infos.get(file);
  if (cached) return cached;
  const text = readFileSync(file, 'utf8');
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const info: ModuleInfo = {
    locals: new Set(),
    reExports: new Map(),
    starReExports: [],
    imports: [],
    dynamicImports: [],
    namedDynamicImports: [],
    members: new Map(),
  };
  const bindings = new Map<string, { source: string; name: string }>();
  const exportedBindings: [exported: string, local: string][] = [];
  const memberBindings = new Set<ts.Identifier>();
  const isExported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

  for (const statement of sourceFile.statements) {
    const assignment = memberAssignment(statement);
    if (assignment) memberBindings.add(assignment.binding);
    if (ts.isImportDeclaration(statement)) {
      const source = (statement.moduleSpecifier as ts.StringLiteral).text;
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      if (!clause || (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings))) {
        info.imports.push({ source, names: null });
        continue;
      }
      if (clause.name) bindings.set(clause.name.text, { source, name: 'default' });
      if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) {
          if (!element.isTypeOnly)
            bindings.set(element.name.text, { source, name: (element.propertyName ?? element.name).text });
        }
      }
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const source = statement.moduleSpecifier ? (statement.moduleSpecifier as ts.StringLiteral).text : null;
      const clause = statement.exportClause;
      if (source && !clause) info.starReExports.push(source);
      else if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          if (element.isTypeOnly) continue;
          const local = (element.propertyName ?? element.name).text;
          if (source) info.reExports.set(element.name.text, { source, name: local });
          else exportedBindings.push([element.name.text, local]);
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      info.locals.add('default');
    } else if (isExported(statement)) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) info.locals.add(declaration.name.text);
        }
      } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
        info.locals.add(statement.name.text);
      }
    }
  }
  for (const [exported, local] of exportedBindings) {
    const binding = bindings.get(local);
    if (binding) info.reExports.set(exported, binding);
    else info.locals.add(exported);
  }
  // Which imported bindings the code uses, and which members of them (`Menu.Item`) it reads.
  const used = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || (ts.isExportDeclaration(node) && !node.moduleSpecifier)) return;
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const awaited = node.parent && ts.isAwaitExpression(node.parent) ? node.parent : null;
      const access = awaited?.parent && ts.isParenthesizedExpression(awaited.parent) ? awaited.parent.parent : null;
      if (access && ts.isPropertyAccessExpression(access)) {
        info.namedDynamicImports.push({ source: node.arguments[0].text, name: access.name.text });
      } else {
        info.dynamicImports.push({ source: node.arguments[0].text, owner: topLevelOwnerOf(node) });
      }
    }
    if (ts.isIdentifier(node) && bindings.has(node.text) && !memberBindings.has(node)) {
      const parent = node.parent;
      if (parent && ts.isPropertyAccessExpression(parent) && parent.expression === node) {
        const binding = bindings.get(node.text)!;
        info.imports.push({ source: binding.source, names: [`${binding.name}.${parent.name.text}`] });
      }
      used.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  for (const [local, binding] of bindings) {
    if (used.has(local) || info.reExports.has(local))
      info.imports.push({ source: binding.source, names: [binding.name] });
  }
  for (const statement of sourceFile.statements) {
    const assignment = memberAssignment(statement);
    const binding = assignment && bindings.get(assignment.binding.text);
    if (assignment && binding) info.members.set(assignment.member, binding);
  }
  infos.set(file, info);
  return info;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file an import points at, or null for what carries no Mantine CSS (React, CSS files, types). */
function resolveImport(source: string, importer: string): string | null {
  if (source.endsWith('.css')) return null;
  const mantine = /^@mantine\/([a-z]+)$/.exec(source);
  if (mantine) {
    const index = join(root, 'node_modules/@mantine', mantine[1]!, 'esm/index.mjs');
    return existsSync(index) ? index : null;
  }
  let base: string;
  if (source.startsWith('@/')) base = join(src, source.slice(2));
  else if (source.startsWith('.')) base = resolve(dirname(importer), source);
  else return null;
  if (base.endsWith('.mjs')) return existsSync(base) ? base : null;
  // An asset (`./logo.svg`, `./data.json?raw`): no code, so no component.
  if (/\.(?!tsx?$)[a-z0-9]+(\?.*)?$/i.test(base) && existsSync(base.replace(/\?.*$/, ''))) return null;
  for (const extension of SOURCE_EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  throw new Error(`mantine-css.test: cannot resolve ${source} from ${relative(root, importer)}`);
}

/** Route files and the generated route tree are pages of their own: reached only as entries. */
function isPageBoundary(file: string): boolean {
  // Route files are pages of their own; route-local pieces (`-components/`) belong to their route.
  const routeFile = file.startsWith(ROUTES + '/') && !file.slice(ROUTES.length).includes('/-');
  return routeFile || file === join(src, 'routeTree.gen.ts');
}

interface Unit {
  /** Mantine component CSS needed -> the app module and name that needs it. */
  needs: Map<string, string>;
  hasSignedInList: boolean;
  lazy: string[];
}

/** What loading `entry` brings in statically, following imports by name. */
function loadUnit(entry: string): Unit {
  const unit: Unit = { needs: new Map(), hasSignedInList: false, lazy: [] };
  const seen = new Set<string>();
  const bodies = new Set<string>();
  const queue: { file: string; name: string | null; via: string }[] = [{ file: entry, name: null, via: '' }];

  const follow = (file: string, via: string) => {
    if (bodies.has(file)) return;
    bodies.add(file);
    if (file === SIGNED_IN_LIST) unit.hasSignedInList = true;
    const cssModule = /\/([A-Za-z]+)\.module\.mjs$/.exec(file);
    if (cssModule && file.includes('/node_modules/@mantine/core/')) {
      const css = `${MANTINE_CSS}${cssModule[1]}.css`;
      if (!unit.needs.has(css)) unit.needs.set(css, via);
    }
    const info = parse(file);
    const inApp = file.startsWith(src + '/');
    for (const { source, names } of info.imports) {
      const target = resolveImport(source, file);
      if (!target || (target !== file && isPageBoundary(target))) continue;
      const from = (name: string) => (inApp ? `${name} (${relative(root, file)})` : via);
      if (names) names.forEach((name) => queue.push({ file: target, name, via: from(name) }));
      else queue.push({ file: target, name: null, via: from(source) });
    }
    lazyImports(file, null);
    for (const { source, name } of info.namedDynamicImports) {
      const target = resolveImport(source, file);
      if (target && !isPageBoundary(target))
        queue.push({ file: target, name, via: `${name} (${relative(root, file)})` });
    }
  };

  /** The lazy pieces a module loads when `owner` (null: its own code) is used. */
  const lazyImports = (file: string, owner: string | null) => {
    for (const { source, owner: definedBy } of parse(file).dynamicImports) {
      if (definedBy !== owner) continue;
      const target = resolveImport(source, file);
      if (target && !isPageBoundary(target) && !unit.lazy.includes(target)) unit.lazy.push(target);
    }
  };

  for (let item = queue.pop(); item; item = queue.pop()) {
    const { file, name, via } = item;
    const key = `${file}#${name ?? '*'}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const info = parse(file);
    if (name === null) {
      follow(file, via);
      for (const local of info.locals) lazyImports(file, local);
      for (const { source, name: part } of info.members.values()) {
        const target = resolveImport(source, file);
        if (target) queue.push({ file: target, name: part, via });
      }
      for (const { source, name: reName } of info.reExports.values()) {
        const target = resolveImport(source, file);
        if (target) queue.push({ file: target, name: reName, via });
      }
      for (const source of info.starReExports) {
        const target = resolveImport(source, file);
        if (target) queue.push({ file: target, name: null, via });
      }
      continue;
    }
    // `Menu.Item`: the owner, then the part its member points at.
    const [owner = name, member] = name.split('.');
    const reExport = info.reExports.get(owner);
    if (reExport) {
      const target = resolveImport(reExport.source, file);
      const forwarded = member ? `${reExport.name}.${member}` : reExport.name;
      if (target) queue.push({ file: target, name: forwarded, via });
    } else if (info.locals.has(owner) || info.starReExports.length === 0) {
      follow(file, via);
      lazyImports(file, owner);
      const part = member ? info.members.get(name) : undefined;
      const target = part && resolveImport(part.source, file);
      if (part && target) queue.push({ file: target, name: part.name, via });
    } else {
      // Somewhere behind `export *`: follow each (a name that is not there costs nothing).
      for (const source of info.starReExports) {
        const target = resolveImport(source, file);
        if (target) queue.push({ file: target, name, via });
      }
    }
  }
  return unit;
}

/**
 * The name of the top-level `const` whose initialiser holds `node`, or of the top-level function whose
 * body does (`preloadReportView()`: its import runs only for a module that uses that name), if any.
 */
function topLevelOwnerOf(node: ts.Node): string | null {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isFunctionDeclaration(at) && ts.isSourceFile(at.parent)) return at.name?.text ?? null;
    if (
      ts.isVariableDeclaration(at) &&
      ts.isVariableStatement(at.parent.parent) &&
      ts.isSourceFile(at.parent.parent.parent)
    ) {
      return ts.isIdentifier(at.name) ? at.name.text : null;
    }
  }
  return null;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('-') ? [] : routeFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The layout routes a route renders inside: `_app/$module/index.tsx` -> `_app/$module.tsx`, `_app.tsx`. */
function layoutsOf(file: string): string[] {
  const layouts: string[] = [];
  for (let dir = dirname(file); dir.startsWith(ROUTES + '/'); dir = dirname(dir)) {
    if (existsSync(`${dir}.tsx`)) layouts.push(`${dir}.tsx`);
  }
  return layouts;
}

interface Page {
  entry: string;
  hasSignedInList: boolean;
  needs: Map<string, string>;
}

/** Every page and lazy piece, with whether it has the signed-in CSS and what CSS it needs. */
function pages(): Page[] {
  const units = new Map<string, Unit>();
  const unitOf = (file: string) => units.get(file) ?? units.set(file, loadUnit(file)).get(file)!;
  const result: Page[] = [];
  const visit = (entry: string, inherited: boolean, seen: Set<string>) => {
    const key = `${entry}|${inherited}`;
    if (seen.has(key)) return;
    seen.add(key);
    const unit = unitOf(entry);
    const hasSignedInList = inherited || unit.hasSignedInList;
    result.push({ entry, hasSignedInList, needs: unit.needs });
    unit.lazy.forEach((lazy) => visit(lazy, hasSignedInList, seen));
  };
  const seen = new Set<string>();
  // The app itself (providers, error boundary, start-up spinner) comes with every page.
  visit(join(src, 'app/start-app.tsx'), false, seen);
  for (const route of routeFiles(ROUTES)) {
    const inherited = layoutsOf(route).some((layout) => unitOf(layout).hasSignedInList);
    visit(route, inherited, seen);
  }
  return result;
}

const componentFiles = new Map<string, string>();
function indexComponents(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) indexComponents(path);
    else if (entry.name.endsWith('.module.mjs'))
      componentFiles.set(entry.name.replace('.module.mjs', ''), path.replace('.module.mjs', '.mjs'));
  }
}

/** The component CSS a listed file's component is built from (Button: UnstyledButton, Loader). */
function builtFrom(css: string): string[] {
  if (componentFiles.size === 0) indexComponents(join(root, 'node_modules/@mantine/core/esm/components'));
  const file = componentFiles.get(basename(css, '.css'));
  return file ? [...loadUnit(file).needs.keys()].filter((needed) => needed !== css) : [];
}

function listedCss(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^import '(@mantine\/core\/styles\/[^']+\.css)';$/gm)].map(
    (match) => match[1]!,
  );
}

function missingCss(all: Page[], signIn: string[], signedIn: string[]): string[] {
  return all.flatMap(({ entry, hasSignedInList, needs }) => {
    const available = new Set(hasSignedInList ? [...signIn, ...signedIn] : signIn);
    return [...needs]
      .filter(([css]) => !available.has(css))
      .map(([css, via]) => `${relative(root, entry)}: ${css} for ${via}${hasSignedInList ? '' : ' (sign-in list)'}`);
  });
}

describe('Mantine CSS lists', () => {
  const signIn = listedCss(SIGN_IN_LIST);
  const signedIn = listedCss(SIGNED_IN_LIST);
  const all = pages();

  it('reads both lists and finds pages on both sides', () => {
    expect(signIn.length).toBeGreaterThan(0);
    expect(signedIn.length).toBeGreaterThan(0);
    expect(all.some((page) => page.entry.endsWith('routes/_public/login.tsx') && !page.hasSignedInList)).toBe(true);
    expect(all.some((page) => page.entry.endsWith('routes/_app/home.tsx') && page.hasSignedInList)).toBe(true);
    expect(all.some((page) => page.needs.size > 0)).toBe(true);
  });

  it('lists only files Mantine ships, each once', () => {
    const listed = [...signIn, ...signedIn];
    expect(listed.filter((css) => !existsSync(join(root, 'node_modules', css)))).toEqual([]);
    expect(listed.filter((css, index) => listed.indexOf(css) !== index)).toEqual([]);
  });

  it('gives every page the CSS of each Mantine component it renders', () => {
    expect(missingCss(all, signIn, signedIn)).toEqual([]);
  });

  it('would notice a component CSS left out (the header Kbd of issue 16)', () => {
    const kbd = `${MANTINE_CSS}Kbd.css`;
    expect(
      missingCss(
        all,
        signIn,
        signedIn.filter((css) => css !== kbd),
      ).some((line) => line.includes(kbd)),
    ).toBe(true);
  });

  it("starts with Mantine's base styles, then each component after the ones it is built from", () => {
    expect(signIn.slice(0, 3).map((css) => basename(css))).toEqual([
      'baseline.css',
      'default-css-variables.css',
      'global.css',
    ]);
    // Equal specificity: a later file wins, so a Button's padding must come after UnstyledButton's reset.
    const order = [...signIn, ...signedIn];
    expect(
      order.flatMap((css, index) =>
        builtFrom(css)
          .filter((base) => order.indexOf(base) > index)
          .map((base) => `${base} after ${css}`),
      ),
    ).toEqual([]);
  });
});
