import { existsSync, readFileSync, statSync } from 'node:fs';
import { expect, test as base } from '@playwright/test';
import { contractProxyLog } from './served-builds';

/**
 * The browser tests of the production build: every call the portal makes to its API, and every answer
 * the mock server gives, passes the validating proxy (scripts/test/contract-proxy.mjs). A call or an
 * answer off openapi/portal.yaml is a `VIOLATION` line in its log; each test fails on those it caused.
 */
const VIOLATION = /^VIOLATION /;

const logSize = () => (existsSync(contractProxyLog) ? statSync(contractProxyLog).size : 0);

// A fixture every test uses (auto), with nothing to give the test: it only checks after it.
export const test = base.extend<{ contractProxy: undefined }>({
  contractProxy: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use) => {
      const from = logSize();
      await use(undefined);
      const written = existsSync(contractProxyLog)
        ? readFileSync(contractProxyLog).subarray(from).toString('utf8')
        : '';
      const violations = written.split('\n').filter((line) => VIOLATION.test(line));
      expect(violations, 'calls or answers off openapi/portal.yaml (Prism, contract-proxy.ts)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
