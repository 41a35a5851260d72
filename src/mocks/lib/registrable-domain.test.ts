import { describe, expect, it } from 'vitest';
import { getDomain } from './registrable-domain';

describe('getDomain (the tldts stand-in of the browser mock backend)', () => {
  it('answers the last two labels of a host name', () => {
    expect(getDomain('portal.evergreen-life.example.com')).toBe('example.com');
    expect(getDomain('Demo.Example.COM.')).toBe('example.com');
  });

  it('answers null for an IP address or a single label', () => {
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('localhost')).toBeNull();
  });
});
