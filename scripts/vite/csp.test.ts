import { describe, expect, it } from 'vitest';
import { headersFile, OPENER_POLICY } from './csp.mjs';

describe('the static host headers file', () => {
  const file = headersFile({ VITE_API_BASE_URL: '/api' });

  it('says which host syntax it is written in', () => {
    expect(file.split('\n')[0]).toMatch(/^# Cloudflare Pages syntax/);
  });

  it('gives every path the opener policy and detaches it on the redirect bridge alone', () => {
    const blocks = file.split(/\n(?=\S)/).filter((block) => !block.startsWith('#'));
    expect(blocks[0]).toMatch(/^\/\*\n/);
    expect(blocks[0]).toContain(`  ${OPENER_POLICY[0]}: ${OPENER_POLICY[1]}`);
    expect(blocks[1]).toBe(`/redirect-bridge.html\n  ! ${OPENER_POLICY[0]}\n`);
  });
});
