/** A parsed OpenAPI document, as far as the check reads it. */
export interface OpenApiDocument {
  info: { version: string };
  [key: string]: unknown;
}
export function lastReleased(dir?: string): { version: string; file: string };
export function compareVersions(a: string, b: string): number;
export function contractChanges(
  before: OpenApiDocument,
  after: OpenApiDocument,
): { diffs: unknown[]; counts: Record<string, number>; breaking: Map<string, string[]> };
export function checkVersioning(input: {
  released: string;
  before: OpenApiDocument;
  after: OpenApiDocument;
  changelog: string;
}): { problems: string[]; lines: string[] };
