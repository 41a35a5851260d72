import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Code that changes the session by hand: a module behind the session's door, storage's clear, a key of
 * the session, the store's transition.
 */
const WRITES_THE_SESSION = `
import { storeAccessToken } from '@/session/stored-user-info';
import { clearAllBrowserStorage } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import { useSessionStore } from '@/session';
export const writers = [storeAccessToken, clearAllBrowserStorage, storageKeys.signOutPending];
useSessionStore.getState().signedIn({ username: 'x', company: '', fname: '', lname: '', role: '', email: null, phone: null, picture: null });
export const other = storageKeys.deploymentTitle; // not the session's: anyone may use it
`;

const SESSION_RULES = new Set([
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  'no-restricted-properties',
  'no-restricted-syntax',
]);

async function sessionRuleErrorsIn(filePath: string): Promise<number[]> {
  const [result] = await new ESLint().lintText(WRITES_THE_SESSION, { filePath });
  return (result?.messages ?? [])
    .filter((message) => SESSION_RULES.has(message.ruleId ?? ''))
    .map(({ line }) => line)
    .filter((line, index, lines) => lines.indexOf(line) === index);
}

describe('only the session changes the session, and it has one door (eslint.config.js)', () => {
  it('another feature, the app or a route may not, nor reach behind the door', { timeout: 120_000 }, async () => {
    for (const filePath of ['src/features/account/probe.ts', 'src/app/probe.ts', 'src/routes/probe.ts']) {
      expect(await sessionRuleErrorsIn(filePath)).toEqual([2, 3, 6, 7]);
    }
  });

  it('the session itself may', { timeout: 120_000 }, async () => {
    expect(await sessionRuleErrorsIn('src/session/probe.ts')).toEqual([]);
  });
});
