/** The contract checks of the mock backend (run by src/mocks/contract.test.ts): the fault scenarios, and the Node db reset between tests. */
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/api/client';
import { config } from '@/config';
import { getMockInbox, resetMockDb } from '../db';
import { DEMO_PASSWORD } from '../db/seed';
import { clearMockFaults, FAULT_DELAY_MS, getMockFaults, setMockFault } from '../scenarios/faults';
import { checked, signIn, storeToken } from '@/testing/contract-calls';
import '@/testing/jsdom-blob-compat';
import {
  SESSION_TOKEN,
  getSession,
  authUserSession,
  login,
  changePassword,
  getReport,
} from '@/testing/contract-operations';

describe('faults (scenarios)', () => {
  it('http-500 answers the contract 500 for that operation only', async () => {
    await setMockFault('login', 'http-500');
    const failed = await login('javery', DEMO_PASSWORD);
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ status: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect((await authUserSession()).status).toBe(401);
    await setMockFault('login', 'none');
    expect((await login('javery', DEMO_PASSWORD)).status).toBe(200);
  });

  it('http-500 applies to the report service too', async () => {
    await setMockFault('getReport', 'http-500');
    expect((await getReport(config.reports.salesOpportunity.id, 'workplace-token')).status).toBe(500);
  });

  it('network-error makes the request fail without an answer', async () => {
    await setMockFault('getSession', 'network-error');
    await expect(apiClient.POST('/get-session', { body: { session_token: SESSION_TOKEN } })).rejects.toThrow();
    await clearMockFaults();
    expect((await getSession()).status).toBe(401);
  });

  it('delay-3s answers normally after 3 seconds', async () => {
    await setMockFault('authUserSession', 'delay-3s');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const pending = authUserSession().then((answer) => {
      settled = true;
      return answer;
    });
    await vi.advanceTimersByTimeAsync(FAULT_DELAY_MS - 10);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect((await pending).status).toBe(401);
    expect(settled).toBe(true);
  });

  it('resetMockDb() clears the faults', async () => {
    await setMockFault('getToken', 'http-500');
    expect((await getMockFaults()).getToken).toBe('http-500');
    await resetMockDb();
    expect(Object.values(await getMockFaults()).every((fault) => fault === 'none')).toBe(true);
  });
});

describe('the Node db is reset between tests', () => {
  it('(1 of 2) changes data', async () => {
    await storeToken(await signIn('javery', DEMO_PASSWORD));
    expect((await changePassword(DEMO_PASSWORD, 'Evergreen_25')).status).toBe(200);
    await checked('requestPasswordRecovery', apiClient.POST('/forgot-password', { body: { username: 'mlee' } }));
    await setMockFault('getReport', 'http-500');
    // The password-changed notice to javery and the code to mlee.
    expect(await getMockInbox()).toHaveLength(2);
  });

  it('(2 of 2) sees the seed again', async () => {
    expect((await login('javery', DEMO_PASSWORD)).status).toBe(200);
    expect((await login('javery', 'Evergreen_25')).status).toBe(401);
    expect(await getMockInbox()).toEqual([]);
    expect((await getMockFaults()).getReport).toBe('none');
  });
});
