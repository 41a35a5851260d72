import { describe, expect, it } from 'vitest';
import { messages } from '../lib/constants';
import { invalidFieldMessage, invalidRequestMessageOf } from './invalid-request-message';
import { CONTRACT_OPERATIONS } from './operations.gen';

function operation(operationId: (typeof CONTRACT_OPERATIONS)[number]['operationId']) {
  const found = CONTRACT_OPERATIONS.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no ${operationId} in the contract`);
  return found;
}

describe("the message of an invalid request (the operation's x-invalid-request-messages)", () => {
  it('takes the first rule that matches, in the order the contract gives', () => {
    const profile = operation('updateProfile');
    const tooLong = { fname: 'N'.repeat(51), lname: ' ', phone: 1 };
    expect(invalidRequestMessageOf(profile, tooLong, ['fname', 'lname'])).toBe(
      invalidFieldMessage('updateProfile', 'fname', 'too-long'),
    );
    expect(invalidRequestMessageOf(profile, { fname: 'Jo', lname: ' ', phone: 1 }, ['lname'])).toBe(
      invalidFieldMessage('updateProfile', 'lname'),
    );
    expect(invalidRequestMessageOf(profile, { fname: 'Jo', lname: 'Lee', phone: -1 }, ['phone'])).toBe(
      invalidFieldMessage('updateProfile', 'phone'),
    );
  });

  it('"empty" means missing, null or an empty string, and a body that is not an object has every field missing', () => {
    const change = operation('changePassword');
    const allRequired = invalidFieldMessage('changePassword', 'oldPassword', 'empty');
    expect(invalidRequestMessageOf(change, {}, ['(body)'])).toBe(allRequired);
    const filled = { oldPassword: 'Portal#2024', newPassword: 'weak', confirmPassword: 'weak' };
    expect(invalidRequestMessageOf(change, { ...filled, confirmPassword: null }, ['confirmPassword'])).toBe(
      allRequired,
    );
    expect(invalidRequestMessageOf(change, filled, ['newPassword'])).toBe(
      invalidFieldMessage('changePassword', 'newPassword'),
    );
  });

  it('answers "Invalid request" when no rule matches: another field, an unknown one, an operation without rules', () => {
    const change = operation('changePassword');
    const body = { oldPassword: 7, newPassword: 'Evergreen_25', confirmPassword: 'Evergreen_25' };
    expect(invalidRequestMessageOf(change, body, ['oldPassword'])).toBe(messages.invalidRequest);
    expect(invalidRequestMessageOf(operation('login'), {}, ['unexpectedField'])).toBe(messages.invalidRequest);
    expect(invalidRequestMessageOf(operation('getSession'), {}, ['session_token'])).toBe(messages.invalidRequest);
  });

  it('refuses to look up a message the contract does not give', () => {
    expect(() => invalidFieldMessage('getSession', 'session_token')).toThrow(
      'openapi/portal.yaml gives getSession no invalid message for session_token',
    );
  });
});
