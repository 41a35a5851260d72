import { apiClient, unwrap } from '@/api/client';
import { config } from '@/config';

export interface LoginPayload {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** `POST /{provider}/login`: the signed access token of the user (R7.2). */
export async function login(payload: LoginPayload): Promise<string> {
  const { accessToken } = await unwrap(
    apiClient.POST('/{provider}/login', {
      params: { path: { provider: config.authProvider } },
      body: payload,
    }),
  );
  return accessToken;
}
