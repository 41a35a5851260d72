import { apiClient } from '@/api/client';
import { config } from '@/config';
import { useSessionStore } from './session-store';
import { detectBrowser, detectDevice } from '@/shared/activity/detect-client';

/**
 * Records a user activity (R7.8): sent only when a page is given, answer and errors ignored,
 * and kept in the session's recent activity. Never throws and never delays the caller's work.
 */
export async function recordActivity(activity: string, page: string | null | undefined): Promise<void> {
  if (!page) return;
  // Who: username, role and company cannot be edited, so the sign-in's answer is current.
  const user = useSessionStore.getState().signedInAs;
  useSessionStore.getState().addActivity({ activity, page, at: Date.now() });
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  try {
    await apiClient.POST('/{provider}/activity', {
      params: { path: { provider: config.authProvider } },
      body: {
        username: user?.username ?? '',
        role: user?.role ?? 'Unknown',
        company: user?.company ?? '',
        page,
        device: detectDevice(userAgent),
        browser: detectBrowser(userAgent),
        activity,
      },
    });
  } catch {
    // Activity logging failures are silently ignored (R8.5).
  }
}
