#!/usr/bin/env node
/**
 * `npm run check:api`: fails when a generated file is not what `npm run gen:api` would produce from
 * the contracts today: src/api/schema.gen.ts (openapi/portal.yaml), src/api/powerbi-reports.gen.ts
 * (openapi/powerbi-reports.yaml), and the per-operation facts of scripts/generate/gen-operations.mjs
 * (src/mocks/contract/operations.gen.ts, src/api/operations.gen.ts). It regenerates each into memory or a temporary file with the same tools and Prettier
 * configuration as `gen:api`, then compares. Nothing in the checkout is written.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { generateOperations } from './gen-operations.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TYPE_TARGETS = [
  { contract: 'openapi/portal.yaml', generated: 'src/api/schema.gen.ts' },
  { contract: 'openapi/powerbi-reports.yaml', generated: 'src/api/powerbi-reports.gen.ts' },
];
const require = createRequire(import.meta.url);

function fail(message) {
  process.stderr.write(`check:api failed: ${message}\n`);
  process.exit(1);
}

function regenerate(contractPath) {
  const dir = mkdtempSync(join(tmpdir(), 'check-api-'));
  const output = join(dir, 'schema.gen.ts');
  try {
    const cli = join(dirname(require.resolve('openapi-typescript/package.json')), 'bin/cli.js');
    // Same command as `gen:api`, run from the project root so it reads the same redocly.yaml.
    const result = spawnSync(process.execPath, [cli, relative(root, contractPath), '-o', output], {
      cwd: root,
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      fail(
        `openapi-typescript could not generate types from ${relative(root, contractPath)}:\n${result.stderr || result.stdout}`,
      );
    }
    return readFileSync(output, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function formatLikeGenApi(source, generatedPath) {
  // `prettier --write src/api/schema.gen.ts` skips ignored files and uses the config found for that path.
  const info = await prettier.getFileInfo(generatedPath, { ignorePath: join(root, '.prettierignore') });
  if (info.ignored) return source;
  const options = (await prettier.resolveConfig(generatedPath)) ?? {};
  return prettier.format(source, { ...options, filepath: generatedPath });
}

function firstDifference(expected, actual) {
  const a = expected.split('\n');
  const b = actual.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) {
      return `first difference at line ${i + 1}:\n  expected: ${JSON.stringify(a[i] ?? '<end of file>')}\n  found:    ${JSON.stringify(b[i] ?? '<end of file>')}`;
    }
  }
  return 'the files differ only in line endings';
}

function readCommitted(generatedPath) {
  try {
    return readFileSync(generatedPath, 'utf8');
  } catch {
    return fail(`${relative(root, generatedPath)} does not exist. Run \`npm run gen:api\` and commit the result.`);
  }
}

function compare(expected, generatedPath, contract) {
  const committed = readCommitted(generatedPath);
  if (expected !== committed) {
    fail(
      `${relative(root, generatedPath)} is stale or was edited by hand: it differs from what ${contract} generates ` +
        `(${firstDifference(expected, committed)}).\nRun \`npm run gen:api\` and commit the result; never edit the generated file.`,
    );
  }
  process.stdout.write(`check:api: ${relative(root, generatedPath)} matches ${contract}.\n`);
}

for (const target of TYPE_TARGETS) {
  const generatedPath = join(root, target.generated);
  compare(
    await formatLikeGenApi(regenerate(join(root, target.contract)), generatedPath),
    generatedPath,
    target.contract,
  );
}
let operations;
try {
  operations = await generateOperations();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
for (const [output, source] of Object.entries(operations)) {
  compare(source, output, 'openapi/portal.yaml and openapi/powerbi-reports.yaml');
}
