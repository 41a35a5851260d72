/**
 * Node's http messages to and from the Fetch API's, so handlers written for MSW (which take a
 * `Request` and give a `Response`) answer real HTTP: the mock backend's server and the cross-site
 * stand-ins both go through here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The most of an over-long body the server reads and drops after its first `limit + 1` bytes: nginx
 * (deploy/nginx.conf) passes at most 2 MiB, so this is only reached by a client sending straight to
 * the server, which is then cut off without an answer.
 */
export const DISCARDED_BODY_BYTES = 8 * 1_048_576;

/**
 * The request's body, at most `limit + 1` bytes: past the limit the rest is read and dropped (the
 * handler answers 413 to the longer body it sees), so no client makes the server hold more than the
 * limit in memory. Dropped, not left unread: a socket closed with unread bytes is reset, and a proxy
 * still sending them (nginx) then answers 502 instead of the server's answer; the contract's 404 for
 * an unlisted method with a 1.5 MiB body failed so now and then (the kit through nginx, on a busy
 * machine). Past `DISCARDED_BODY_BYTES` the connection is cut.
 */
export function readBody(request: IncomingMessage, limit = Infinity): Promise<{ body: Buffer; overflow: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      if (size <= limit) chunks.push(chunk);
      size += chunk.length;
      if (size > limit + DISCARDED_BODY_BYTES) request.socket.destroy();
    });
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      resolve(size > limit ? { body: body.subarray(0, limit + 1), overflow: true } : { body, overflow: false });
    });
    request.on('error', reject);
    request.on('close', () => {
      if (!request.complete) reject(new Error('The request ended before its body did'));
    });
  });
}

/** The request as a Fetch `Request` for `url` and `body`, with its headers but `replaced` ones, set anew (or dropped). */
export function fetchRequestOf(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  replaced: Record<string, string | null> = {},
): Request {
  const method = request.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name in replaced) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // A null replacement drops the header.
  for (const [name, value] of Object.entries(replaced)) if (value !== null) headers.set(name, value);
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
