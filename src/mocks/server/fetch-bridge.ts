/**
 * Node's http messages to and from the Fetch API's, so handlers written for MSW (which take a
 * `Request` and give a `Response`) answer real HTTP: the mock backend's server and the cross-site
 * stand-ins both go through here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The request's body, at most `limit + 1` bytes: past the limit reading stops (the handler answers
 * 413 to the longer body it sees; the caller closes the connection), so no client makes the server
 * hold more than the limit in memory.
 */
export function readBody(request: IncomingMessage, limit = Infinity): Promise<{ body: Buffer; overflow: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > limit) {
        request.off('data', onData);
        request.pause();
        resolve({ body: Buffer.concat(chunks).subarray(0, limit + 1), overflow: true });
      }
    };
    request.on('data', onData);
    request.on('end', () => resolve({ body: Buffer.concat(chunks), overflow: false }));
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
