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

  it('stop at an operation without x-label, naming it', async () => {
    const portal = portalWith(
      '      operationId: getToken\n      x-label: Get token\n',
      '      operationId: getToken\n',
    );
    await expect(generateOperations({ portalYaml: portal })).rejects.toThrow(
      'openapi/portal.yaml POST /get-token: has no x-label',
    );
  });

  it('stop at a request body without x-invalid-request-messages instead of answering "Invalid request"', async () => {
    const portal = portalWith(
      '      operationId: getSession\n      x-label: Get session\n      x-invalid-request-messages: []\n',
      '      operationId: getSession\n      x-label: Get session\n',
    );
    await expect(generateOperations({ portalYaml: portal })).rejects.toThrow(
      'POST /get-session: has a request body but no x-invalid-request-messages',
    );
  });

  it('stop at a message rule naming a field the request does not have', async () => {
    const portal = portalWith('        - fields: [code]\n', '        - fields: [pin]\n');
    await expect(generateOperations({ portalYaml: portal })).rejects.toThrow('pin is not a field of the request');
  });

  it('stop when the error answers of one operation disagree on the legacy field', async () => {
    // The sign-in's 404 as a plain Error while its other errors are LoginError (with errorReponse).
    const portal = portalWith(
      "          description: The `provider` path segment is not a sign-in provider this backend knows.\n          content:\n            application/json:\n              schema:\n                $ref: '#/components/schemas/LoginError'",
      "          description: The `provider` path segment is not a sign-in provider this backend knows.\n          content:\n            application/json:\n              schema:\n                $ref: '#/components/schemas/Error'",
    );
    await expect(generateOperations({ portalYaml: portal })).rejects.toThrow(
      'POST /{provider}/login: its 4xx answers disagree on the legacy field',
    );
  });
});
