import { TOKEN_EXPIRED_RELOAD_DELAY_MS } from '../constants';

/** An embed `error` event's detail, as far as the portal reads it. */
interface EmbedErrorDetail {
  message?: string;
  detailedMessage?: string;
  errorCode?: string;
}

export function isTokenExpiredError(detail: unknown): boolean {
  return (detail as EmbedErrorDetail | null)?.message === 'TokenExpired';
}

/**
 * `TokenExpired` from the embedded report (spec sections 4 and 8): renew the token, then reload the
 * page after 1 second. When renewal fails, `onSignInRequired` runs instead (the sign-in route).
 */
export async function handleTokenExpired({
  renew,
  reload,
  onSignInRequired,
}: {
  renew: () => Promise<unknown>;
  reload: () => void;
  onSignInRequired: () => void;
}): Promise<void> {
  try {
    await renew();
  } catch {
    onSignInRequired();
    return;
  }
  setTimeout(reload, TOKEN_EXPIRED_RELOAD_DELAY_MS);
}
