import { useMutation } from '@tanstack/react-query';
import { apiClient, SESSION_TOKEN_FIELD, unwrap } from '@/api/client';
import { userChangeSaved, refreshCurrentUser } from '@/session/signed-in';

/** What the profile form may change (R3.6). */
export interface ProfileChanges {
  fname: string;
  lname: string;
  /** The phone's digits as an integer, or null for none. */
  phone: number | null;
}

export async function updateProfile(changes: ProfileChanges): Promise<void> {
  await unwrap(apiClient.POST('/update-profile', { body: { ...changes, session_token: SESSION_TOKEN_FIELD } }));
}

/**
 * Stores the changes, then reloads the user data (R7.5) so the header greeting and initials
 * change at once. Should the reload fail, the saved values are shown anyway: the server has them.
 */
export async function saveProfile(changes: ProfileChanges): Promise<void> {
  await updateProfile(changes);
  try {
    await refreshCurrentUser({ renewToken: true });
  } catch {
    userChangeSaved({
      fname: changes.fname.trim(),
      lname: changes.lname.trim(),
      phone: changes.phone === null ? null : String(changes.phone),
    });
  }
}

export function useSaveProfile() {
  return useMutation({ mutationKey: ['account', 'update-profile'], mutationFn: saveProfile });
}
