import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Code that changes the session by hand: the writers, a key of the session, the store's transition. */
const WRITES_THE_SESSION = `
import { storeAccessToken } from '@/shared/session/stored-user-info';
import { clearAllBrowserStorage } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { useSessionStore } from '@/shared/session/session-store';
export const writers = [storeAccessToken, clearAllBrowserStorage, storageKeys.signOutPending];
useSessionStore.getState().signedIn({ username: 'x', company: '', fname: '', lname: '', role: '', email: null, phone: null, picture: null });
export const other = storageKeys.deploymentTitle; // not the session's: anyone may use it
`;

const SESSION_RULES = new Set(['no-restricted-imports', 'no-restricted-properties', 'no-restricted-syntax']);

async function sessionRuleErrorsIn(filePath: string): Promise<number[]> {
  const [result] = await new ESLint().lintText(WRITES_THE_SESSION, { filePath });
  return (result?.messages ?? []).filter((message) => SESSION_RULES.has(message.ruleId ?? '')).map(({ line }) => line);
}

describe('only the session module changes the session (eslint.config.js)', () => {
  it('another feature or the app may not', { timeout: 120_000 }, async () => {
    for (const filePath of ['src/features/account/probe.ts', 'src/app/probe.ts']) {
      expect(await sessionRuleErrorsIn(filePath)).toEqual([2, 3, 6, 7]);
    }
  });

  it('the module may', { timeout: 120_000 }, async () => {
    expect(await sessionRuleErrorsIn('src/features/auth/session/probe.ts')).toEqual([]);
  });
});
