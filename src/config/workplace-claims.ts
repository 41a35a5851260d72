/**
 * The id-token claims that can name a workplace account by e-mail: `preferred_username` (always in an
 * Entra ID v2 id token), or the optional claims `email` and `upn` (added in the app registration's
 * token configuration). Imports nothing, so the configuration check in Node reads it too.
 */
export const WORKPLACE_ACCOUNT_CLAIMS = ['preferred_username', 'email', 'upn'] as const;
export type WorkplaceAccountClaim = (typeof WORKPLACE_ACCOUNT_CLAIMS)[number];
