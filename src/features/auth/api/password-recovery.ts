import { apiClient, unwrap } from '@/api/client';

/**
 * The three password-recovery calls, in the order the steps make them (R4.7, R7.7).
 * The server identifies the recovery in progress by its own cookie.
 */

/** `POST /forgot-password`: sends (or re-sends) a code; answers the account's masked e-mail. */
export async function requestRecoveryCode(username: string): Promise<{ email: string; message: string | null }> {
  const answer = await unwrap(apiClient.POST('/forgot-password', { body: { username } }));
  const { email, message } = answer as { email?: unknown; message?: unknown };
  return { email: typeof email === 'string' ? email : '', message: typeof message === 'string' ? message : null };
}

/** `POST /security-authentication`: accepts the code or throws an ApiError (body has `attemptsLeft`). */
export async function verifyRecoveryCode(code: string): Promise<void> {
  await unwrap(apiClient.POST('/security-authentication', { body: { code } }));
}

/** `PUT /forgot-password`: sets the new password of the verified recovery. */
export async function resetForgottenPassword(body: {
  newPassword: string;
  confirmPassword: string;
  email: string;
}): Promise<void> {
  await unwrap(apiClient.PUT('/forgot-password', { body }));
}
