/**
 * Node's http messages to and from the Fetch API's, so handlers written for MSW (which take a
 * `Request` and give a `Response`) answer real HTTP: the mock backend's server and the cross-site
 * stand-ins both go through here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The request as a Fetch `Request` for `url` and `body`, with its headers but `replaced` ones, set anew. */
export function fetchRequestOf(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  replaced: Record<string, string> = {},
): Request {
  const method = request.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name in replaced) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  for (const [name, value] of Object.entries(replaced)) headers.set(name, value);
  return new Request(url, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body),
    // Cookies come from the Cookie header, as a real server reads them.
    credentials: 'include',
  });
}

/** Writes a Fetch `Response` (every Set-Cookie kept apart) with `extra` headers added. */
export async function writeFetchResponse(
  response: ServerResponse,
  answer: Response,
  extra: Record<string, string> = {},
): Promise<void> {
  const outgoing: Record<string, string | string[]> = { ...extra };
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') outgoing[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) outgoing['set-cookie'] = cookies;
  response.writeHead(answer.status, outgoing);
  response.end(Buffer.from(await answer.arrayBuffer()));
}
