import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkVersioning, lastReleased, type OpenApiDocument } from './contract-changes.mjs';

interface Schema {
  properties: Record<string, unknown>;
  required: string[];
}
const contract = () => parse(readFileSync('openapi/portal.yaml', 'utf8')) as OpenApiDocument;
const schemaOf = (document: OpenApiDocument, name: string) =>
  (document.components as { schemas: Record<string, Schema> }).schemas[name] as Schema;
const changelog = readFileSync('docs/contract-changes.md', 'utf8');

// Each comparison walks the whole contract twice: seconds on two busy cores.
describe('the contract check against its last release', { timeout: 60_000 }, () => {
  it('passes the contract as it is: its version raised past the release and in the changelog', () => {
    const released = lastReleased();
    const result = checkVersioning({
      released: released.version,
      before: parse(readFileSync(released.file, 'utf8')),
      after: contract(),
      changelog,
    });
    expect(result.problems).toEqual([]);
  });

  it('names a removed response field as breaking, by operation, and fails while the major version stays', () => {
    const before = contract();
    const after = contract();
    const schema = schemaOf(after, 'AccessTokenResponse');
    delete schema.properties.accessToken;
    schema.required = schema.required.filter((field) => field !== 'accessToken');
    const { problems, lines } = checkVersioning({ released: before.info.version, before, after, changelog });
    const report = lines.join('\n');
    expect(report).toMatch(/BREAKING POST \/\{provider\}\/login\n(\s+- .*\n)*\s+- remove .*properties\/accessToken/);
    expect(report).toMatch(/BREAKING POST \/get-token/);
    expect(problems.join('\n')).toMatch(/changed incompatibly, but info\.version .* keeps major/);
  });

  it('wants a semantic version and a changelog section for it', () => {
    const before = contract();
    const after = { ...contract(), info: { ...before.info, version: '4.0' } };
    expect(checkVersioning({ released: '3.0.0', before, after, changelog }).problems).toContain(
      'info.version "4.0" is not semantic (MAJOR.MINOR.PATCH)',
    );
    after.info.version = '9.0.0';
    expect(checkVersioning({ released: '3.0.0', before, after, changelog }).problems).toContain(
      'docs/contract-changes.md has no "## 9.0.0" section',
    );
  });
});
