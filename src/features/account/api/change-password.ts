import { useMutation } from '@tanstack/react-query';
import { ApiError, serverMessageOf } from '@/api/api-error';
import { apiClient, SESSION_TOKEN_FIELD, unwrap } from '@/api/client';

/** The change-password payload without the session field (R3.6). */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Changes the password. Only `status` 200 is success (R7.4); otherwise it rejects with an
 * ApiError whose message is the server's `errorResponse`, which the form shows in red.
 */
export async function changePassword(change: PasswordChange): Promise<void> {
  const answer = await unwrap(
    apiClient.POST('/change-password', { body: { ...change, session_token: SESSION_TOKEN_FIELD } }),
  );
  const status = (answer as { status?: unknown } | undefined)?.status;
  if (status !== 200) {
    throw new ApiError(
      typeof status === 'number' ? status : 500,
      serverMessageOf(answer) ?? 'Something went wrong!',
      answer,
    );
  }
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['account', 'change-password'], mutationFn: changePassword });
}
