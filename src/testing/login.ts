import { apiClient, unwrap } from '@/api/client';
import { config } from '@/config';

/**
 * `POST /{provider}/login` against the mock backend, as the login form sends it: the session's tests
 * (which sit below the auth feature, src/session) sign in at the server with it; it starts the cookie
 * session and answers the token.
 */
export async function loginAtServer(payload: { username: string; password: string; rememberMe: boolean }) {
  const { accessToken } = await unwrap(
    apiClient.POST('/{provider}/login', { params: { path: { provider: config.authProvider } }, body: payload }),
  );
  return accessToken;
}
