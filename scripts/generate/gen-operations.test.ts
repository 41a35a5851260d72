import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_OPERATIONS_OUTPUT, generateOperations } from './gen-operations.mjs';

const portalYaml = readFileSync('openapi/portal.yaml', 'utf8');

/** The contract with one exact piece of text replaced (fails when the text is not there, so the test stays true). */
function portalWith(find: string, replace: string): string {
  expect(portalYaml).toContain(find);
  return portalYaml.replace(find, replace);
}

describe('the generated per-operation facts', () => {
  it('derive the calls whose 401 ends the session from security', async () => {
    const api = (await generateOperations())[API_OPERATIONS_OUTPUT];
    for (const path of [
      '/get-token',
      '/get-session',
      '/change-password',
      '/update-profile',
      '/upload-profile-picture',
    ]) {
      expect(api).toContain(`{ method: 'POST', path: '${path}' }`);
    }
    for (const path of ['/{provider}/login', '/auth-user-session', '/user-session-logout', '/forgot-password']) {
      expect(api).not.toContain(`path: '${path}'`);
    }
  });

  // Each case: where it stops, the contract's text and what replaces it, and the line it stops with.
  it.each([
    [
      'an operation without x-label, naming it',
      '      operationId: getToken\n      x-label: Get token\n',
      '      operationId: getToken\n',
      'openapi/portal.yaml POST /get-token: has no x-label',
    ],
    [
      'a request body without x-invalid-request-messages instead of answering "Invalid request"',
      '      operationId: getSession\n      x-label: Get session\n      x-invalid-request-messages: []\n',
      '      operationId: getSession\n      x-label: Get session\n',
      'POST /get-session: has a request body but no x-invalid-request-messages',
    ],
    [
      'a message rule naming a field the request does not have',
      '        - fields: [code]\n',
      '        - fields: [pin]\n',
      'pin is not a field of the request',
    ],
    [
      // The sign-in's 404 as a plain Error while its other errors are LoginError (with errorReponse).
      'error answers of one operation that disagree on the legacy field',
      "          description: The `provider` path segment is not a sign-in provider this backend knows.\n          content:\n            application/json:\n              schema:\n                $ref: '#/components/schemas/LoginError'",
      "          description: The `provider` path segment is not a sign-in provider this backend knows.\n          content:\n            application/json:\n              schema:\n                $ref: '#/components/schemas/Error'",
      'POST /{provider}/login: its 4xx answers disagree on the legacy field',
    ],
  ])('stop at %s', async (_at, find, replace, error) => {
    await expect(generateOperations({ portalYaml: portalWith(find, replace) })).rejects.toThrow(error);
  });
});
