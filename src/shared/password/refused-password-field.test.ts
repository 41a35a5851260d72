import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '@/api/api-error';
import { refusedPasswordField } from './refused-password-field';

const refusal = (status: number, body: object) => new ApiError(status, 'refused', body);

describe('refusedPasswordField', () => {
  it.each([
    ['WRONG_OLD_PASSWORD', 'oldPassword'],
    ['PASSWORD_MISMATCH', 'confirmPassword'],
    ['PASSWORD_REUSED', 'newPassword'],
  ] as const)('reads the contract code %s as a refusal of %s', (code, field) => {
    expect(refusedPasswordField(refusal(400, { status: 400, code }), 'Other#2025')).toBe(field);
  });

  it('takes the field the server lists in `errors` over its code', () => {
    const listed = refusal(400, { code: 'INVALID_REQUEST', errors: [{ field: 'newPassword', problem: 'policy' }] });
    expect(refusedPasswordField(listed, 'Other#2025')).toBe('newPassword');
    const oldListed = refusal(400, { code: 'WRONG_OLD_PASSWORD', errors: [{ field: 'oldPassword' }] });
    expect(refusedPasswordField(oldListed, 'Other#2025')).toBe('oldPassword');
    expect(refusedPasswordField(refusal(400, { errors: [{ field: 'session_token' }] }), 'weak')).toBeUndefined();
  });

  it('reads an invalid request without fields as the new password only when it breaks the policy', () => {
    expect(refusedPasswordField(refusal(400, { code: 'INVALID_REQUEST' }), 'weak')).toBe('newPassword');
    expect(refusedPasswordField(refusal(400, {}), 'weak')).toBe('newPassword');
    expect(refusedPasswordField(refusal(400, { code: 'INVALID_REQUEST' }), 'Other#2025')).toBeUndefined();
  });

  it('gives no field for a failure that is no field’s: locked, a server fault, no answer', () => {
    expect(refusedPasswordField(refusal(429, { code: 'TOO_MANY_ATTEMPTS' }), 'weak')).toBeUndefined();
    expect(refusedPasswordField(refusal(500, { code: 'WRONG_OLD_PASSWORD' }), 'weak')).toBeUndefined();
    expect(refusedPasswordField(networkError(new TypeError('offline')), 'weak')).toBeUndefined();
    expect(refusedPasswordField(new Error('boom'), 'weak')).toBeUndefined();
  });
});
