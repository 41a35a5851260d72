/**
 * The mock backend against the contract: every operation through the app's real client
 * (openapi-fetch, Node fetch intercepted by msw/node), success and error answers, each answer
 * validated at run time against openapi/portal.yaml.
 *
 * The checks are in src/mocks/contract-checks/, one file for what each checks; they run from here, in
 * this order, so that the coverage check at the end sees every call they made (one module graph).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { setApiSessionHooks } from '@/api/client';
import { MOCK_OPERATIONS } from './scenarios/operations';
import { checkedCalls } from '@/testing/contract-calls';
import '@/testing/jsdom-blob-compat';
import { assertMatchesSchemaObject, contractOperationIds, loadContract } from '@/testing/openapi-contract';

import './contract-checks/sign-in-and-session.checks';
import './contract-checks/account.checks';
import './contract-checks/saved-views.checks';
import './contract-checks/report-service.checks';
import './contract-checks/faults.checks';

// The checks call the backend as the contract describes it: a bearer past its `exp` goes as it is (the
// app's client would renew it first, connect-api-client.ts), so that the server's refusal is what is seen.
beforeEach(() => {
  const connected = setApiSessionHooks({ getAccessToken: () => null, onSessionRejected: () => undefined });
  setApiSessionHooks({ ...connected, renewExpiredToken: undefined });
});

describe('coverage of the contract', () => {
  it('gives an example for every request body and every response, each matching its schema', async () => {
    const contract = await loadContract();
    const problems: string[] = [];
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
        const operation = item[method];
        if (!operation) continue;
        const name = `${method.toUpperCase()} ${path}`;
        const media = [
          ...Object.entries(operation.requestBody?.content ?? {}).map(([type, m]) => ({
            where: `${name} request`,
            type,
            m,
          })),
          ...Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
            if (!response.content) problems.push(`${name} ${status}: no content`);
            return Object.entries(response.content ?? {}).map(([type, m]) => ({ where: `${name} ${status}`, type, m }));
          }),
        ];
        for (const { where, type, m } of media) {
          const examples = m.example !== undefined ? [m.example] : Object.values(m.examples ?? {}).map((e) => e.value);
          if (examples.length === 0) problems.push(`${where} ${type}: no example`);
          if (type !== 'application/json') continue;
          for (const example of examples) {
            await assertMatchesSchemaObject(m.schema ?? {}, example).catch((error: Error) =>
              problems.push(`${where}: ${error.message}`),
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every operation was called with a success and an error answer, each checked against the contract', async () => {
    const operationIds = await contractOperationIds();
    // Read from the YAML here, generated for the mock: the same operations, none lost on the way.
    expect([...operationIds].sort()).toEqual(MOCK_OPERATIONS.map((operation) => operation.id).sort());
    for (const operationId of operationIds) {
      const statuses = checkedCalls.filter((call) => call.operationId === operationId).map((call) => call.status);
      expect(
        statuses.some((status) => status < 300),
        `${operationId} success`,
      ).toBe(true);
      expect(
        statuses.some((status) => status >= 400),
        `${operationId} error`,
      ).toBe(true);
    }
  });
});
