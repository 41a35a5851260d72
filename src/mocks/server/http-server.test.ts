import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { mockApiBaseUrl } from '../handlers/http';
import { MAX_REQUEST_BODY_BYTES } from '../lib/constants';
import { DISCARDED_BODY_BYTES } from './fetch-bridge';
import { clientAddress, isTrustedProxy, literalTarget, startMockHttpServer } from './http-server';

function request(forwardedFor?: string | string[]) {
  return {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: '127.0.0.1' },
  } as Parameters<typeof clientAddress>[0];
}

describe('the client of the per-client throttles', () => {
  it('behind the trusted proxy is the address it appended last, never one the client sent', () => {
    expect(clientAddress(request('203.0.113.9'), true)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.1, 198.51.100.7'), true)).toBe('198.51.100.7');
    expect(clientAddress(request(['10.0.0.1', '198.51.100.7']), true)).toBe('198.51.100.7');
  });

  it("without a trusted proxy is the socket's address, whatever X-Forwarded-For says", () => {
    expect(clientAddress(request('203.0.113.9'), false)).toBe('127.0.0.1');
    expect(clientAddress(request(), true)).toBe('127.0.0.1');
  });

  it('counts an IPv6 client by its /64 network, and an IPv4-mapped one by its IPv4 address', () => {
    expect(clientAddress(request('2001:db8:1:2::7'), true)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd'), true)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request('2001:db8::1'), true)).toBe('2001:db8:0:0::/64');
    expect(clientAddress(request('::1'), true)).toBe('0:0:0:0::/64');
    expect(clientAddress(request('::ffff:203.0.113.9'), true)).toBe('203.0.113.9');
  });
});

describe('the trusted proxy', () => {
  it('is trusted by its address only (R5-Q9): another local address is a client like any other', () => {
    const from = (remoteAddress: string) => ({ socket: { remoteAddress } }) as Parameters<typeof isTrustedProxy>[0];
    expect(isTrustedProxy(from('127.0.0.3'), '127.0.0.3')).toBe(true);
    expect(isTrustedProxy(from('::ffff:127.0.0.3'), '127.0.0.3')).toBe(true);
    expect(isTrustedProxy(from('127.0.0.1'), '127.0.0.3')).toBe(false);
    expect(isTrustedProxy(from('127.0.0.1'), null)).toBe(false);
  });
});

describe('the request target', () => {
  /** The path a URL parser makes of the target as the server passes it on. */
  const pathOf = (target: string) => new URL(`http://localhost${literalTarget(target)}`).pathname;

  it('keeps the % of a segment that cannot be percent-decoded, so it decodes to itself (R5-Q18)', () => {
    expect(pathOf('/reports/%zz/saved-views')).toBe('/reports/%25zz/saved-views');
    expect(pathOf('/reports/%C0%AF/saved-views')).toBe('/reports/%25C0%25AF/saved-views');
    expect(pathOf('/reports/%/saved-views')).toBe('/reports/%25/saved-views');
    expect(pathOf('/reports/%41b/saved-views')).toBe('/reports/%41b/saved-views');
  });

  it('keeps a backslash and dot segments literal, so URL parsing cannot turn them into another path', () => {
    expect(pathOf('/portal\\login')).toBe('/portal%5Clogin');
    expect(pathOf('/portal/../get-session')).toBe('/portal/%252E%252E/get-session');
    expect(pathOf('/portal/%2e%2E/get-session')).toBe('/portal/%252E%252E/get-session');
    expect(pathOf('/./get-session')).toBe('/%252E/get-session');
    expect(pathOf('/get-session?next=..\\x')).toBe('/get-session');
    expect(pathOf('/reports/a.b/saved-views')).toBe('/reports/a.b/saved-views');
  });
});

/**
 * Sends `method path` with `bodyBytes` bytes as a proxy does (nginx: the whole body, then it reads the
 * answer; a failed write of the body is its 502), and gives what came back and the first error.
 */
function sendWholeBodyThenRead(port: number, method: string, path: string, bodyBytes: number) {
  return new Promise<{ answer: string; error: string | null }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let error: string | null = null;
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', (failure: NodeJS.ErrnoException) => (error ??= failure.code ?? failure.message));
    socket.on('close', () => resolve({ answer, error }));
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${bodyBytes}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(Buffer.alloc(bodyBytes, 'x'));
  });
}

describe('an over-long request body', () => {
  it('is read to its end and dropped, so a proxy that sends all of it gets the answer, never a reset', async () => {
    const server = await startMockHttpServer({ port: 0, hooks: false, origins: [] });
    try {
      const port = Number(new URL(server.url).port);
      const apiPath = new URL(mockApiBaseUrl).pathname.replace(/\/$/, '');
      // More than the sockets' buffers hold, so bytes are still on their way when the server answers
      // (through nginx, which passes 2 MiB at most, that was a matter of timing).
      const overLong = 6 * MAX_REQUEST_BODY_BYTES;
      // The contract's two cases (conformance/checks/conventions.mjs, Q17 and Q18): an unlisted method
      // is 404 and an operation with a body 413, whatever the body.
      const unlisted = await sendWholeBodyThenRead(port, 'PATCH', `${apiPath}/get-session`, overLong);
      expect(unlisted.error).toBeNull();
      expect(unlisted.answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(unlisted.answer).toContain('"NOT_FOUND"');
      const tooLarge = await sendWholeBodyThenRead(port, 'POST', `${apiPath}/get-session`, overLong);
      expect(tooLarge.error).toBeNull();
      expect(tooLarge.answer).toMatch(/^HTTP\/1\.1 413 /);
      // Not for ever: past what it drops, a client sending straight to the server is cut off.
      const endless = await sendWholeBodyThenRead(
        port,
        'POST',
        `${apiPath}/get-session`,
        overLong + DISCARDED_BODY_BYTES,
      );
      expect(endless.answer).toBe('');
    } finally {
      await server.close();
    }
  });
});
