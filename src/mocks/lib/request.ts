/** Defensive reading of requests: the mock answers malformed input like a real server would. */

/** The JSON body when it is an object, else null (not JSON, an array, empty). Never throws. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.clone().json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A string field, or '' when absent or not a string. */
export function stringField(body: Record<string, unknown> | null, name: string): string {
  const value = body?.[name];
  return typeof value === 'string' ? value : '';
}

/** The bearer token of the Authorization header, or null. */
export function bearerTokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}
