import { readJson, removeKey, writeJson } from './browser-storage';
import { storageKeys } from './storage-keys';

/** The dashboard (workplace) sign-in result kept as `token_info` (spec section 3). */
export interface TokenInfo {
  accessToken: string;
  /** When the access token expires, as an ISO date (how a sign-in result's Date serialises). */
  expiresOn: string;
}

function isTokenInfo(value: unknown): value is TokenInfo {
  if (value === null || typeof value !== 'object') return false;
  const { accessToken, expiresOn } = value as Record<string, unknown>;
  return (
    typeof accessToken === 'string' &&
    accessToken !== '' &&
    typeof expiresOn === 'string' &&
    !Number.isNaN(Date.parse(expiresOn))
  );
}

/** The stored `token_info`, or null (a corrupt or wrongly shaped value is removed). */
export function readTokenInfo(): TokenInfo | null {
  return readJson(storageKeys.dashboardToken, isTokenInfo);
}

export function writeTokenInfo(info: TokenInfo): void {
  writeJson(storageKeys.dashboardToken, { accessToken: info.accessToken, expiresOn: info.expiresOn });
}

export function clearTokenInfo(): void {
  removeKey(storageKeys.dashboardToken);
}
