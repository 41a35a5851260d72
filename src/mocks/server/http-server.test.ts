import { describe, expect, it } from 'vitest';
import { clientAddress, literalTarget } from './http-server';

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

describe('the request target', () => {
  it('keeps a backslash and dot segments literal, so URL parsing cannot turn them into another path', () => {
    const pathOf = (target: string) => new URL(`http://localhost${literalTarget(target)}`).pathname;
    expect(pathOf('/portal\\login')).toBe('/portal%5Clogin');
    expect(pathOf('/portal/../get-session')).toBe('/portal/%252E%252E/get-session');
    expect(pathOf('/portal/%2e%2E/get-session')).toBe('/portal/%252E%252E/get-session');
    expect(pathOf('/./get-session')).toBe('/%252E/get-session');
    expect(pathOf('/get-session?next=..\\x')).toBe('/get-session');
    expect(pathOf('/reports/a.b/saved-views')).toBe('/reports/a.b/saved-views');
  });
});
