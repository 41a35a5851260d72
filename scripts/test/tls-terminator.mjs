// A stand-in for the carrier's TLS terminator (load balancer) in front of nginx's "terminator"
// topology (deploy/nginx.conf): it ends TLS with the stand-ins' certificate and passes each request
// on over plain http, appending the client's address to X-Forwarded-For and setting
// X-Forwarded-Proto: https, as load balancers do. Everything else (method, path as sent, headers,
// body) goes through untouched, so what nginx and the API answer is what a browser would get.
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:https';
import { TERMINATOR_ADDRESS } from '../serve/serve-nginx.mjs';

/**
 * Starts the terminator on 127.0.0.1:`port`, passing requests to http://127.0.0.1:`upstreamPort`;
 * answers `{ close }`.
 */
export async function startTlsTerminator({ port, upstreamPort, key, cert }) {
  const server = createServer({ key, cert }, (incoming, outgoing) => {
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        // nginx believes the forwarding headers of this address only (serve-nginx.mjs).
        localAddress: TERMINATOR_ADDRESS,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    // nginx closes a request it refuses (444); the client sees the connection end, as behind a real terminator.
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
