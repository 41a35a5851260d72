import { expect, test as contractTest } from './contract-proxy';
import { resetStandInsAndServer } from './workplace';

/**
 * The production build's tests against the cross-site stand-ins: contract-proxy.ts's `test`, each test
 * starting with both sides clean (the stand-ins' switches and log, the mock server's state and clock),
 * so no spec has to remember it.
 */
export const test = contractTest.extend<{ standInsAndServerReset: undefined }>({
  standInsAndServerReset: [
    async ({ request }, use) => {
      await resetStandInsAndServer(request);
      await use(undefined);
    },
    { auto: true },
  ],
});

export { expect };
