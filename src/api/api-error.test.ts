import { describe, expect, it } from 'vitest';
import { networkError, timeoutError, serverMessageOf, toApiError } from './api-error';

describe('serverMessageOf', () => {
  it.each([
    [{ errorReponse: 'Invalid username or password' }, 'Invalid username or password'],
    [{ status: 400, errorResponse: 'Old password is incorrect' }, 'Old password is incorrect'],
    [{ message: 'Invalid code', attemptsLeft: 2 }, 'Invalid code'],
    [{ error: { code: 'NotFound', message: 'Report not found' } }, 'Report not found'],
  ])('takes the server message from %o', (body, expected) => {
    expect(serverMessageOf(body)).toBe(expected);
  });

  it.each([[null], ['text'], [{ errorReponse: '   ' }], [{}]])('is null for %o', (body) => {
    expect(serverMessageOf(body)).toBeNull();
  });
});

describe('ApiError', () => {
  it('carries the status, the server message and the body', () => {
    const error = toApiError(401, { errorReponse: 'Invalid username or password' });
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid username or password');
    expect(error.body).toEqual({ errorReponse: 'Invalid username or password' });
  });

  it('gives a request that got no answer, or none in time, status 0', () => {
    expect(networkError(new TypeError('Failed to fetch')).status).toBe(0);
    expect(timeoutError().status).toBe(0);
  });
});
