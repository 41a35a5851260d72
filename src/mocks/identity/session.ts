/**
 * The mock identity provider's own sign-in session: a cookie scoped to its pages, so it outlives the
 * portal's storage clearing (as a real provider's session outlives an app's sign-out) and the hidden
 * renewal iframe, on the same origin, can read it.
 */
import type { WorkplaceAccount } from './tokens';

const COOKIE = 'mock_idp_session';
const COOKIE_PATH = '/mock-pages/identity';
/** How long the provider's session lives without activity. */
const SESSION_LIFETIME_S = 8 * 3600;

export function readIdpSession(): WorkplaceAccount | null {
  const raw = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<WorkplaceAccount>;
    if (typeof value.name === 'string' && typeof value.email === 'string' && typeof value.company === 'string') {
      return { name: value.name, email: value.email, company: value.company };
    }
  } catch {
    /* a corrupt cookie is no session */
  }
  return null;
}

export function startIdpSession(account: WorkplaceAccount): void {
  document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(account))}; path=${COOKIE_PATH}; max-age=${SESSION_LIFETIME_S}; SameSite=Lax`;
}

export function endIdpSession(): void {
  document.cookie = `${COOKIE}=; path=${COOKIE_PATH}; max-age=0; SameSite=Lax`;
}
