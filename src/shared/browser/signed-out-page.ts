/** The query parameter that tells the sign-in page to say "You have been signed out." */
export const SIGNED_OUT_SEARCH_PARAM = 'signedOut';

/** Where a user's sign-out ends: the sign-in page saying so (an app path). */
export const SIGNED_OUT_PAGE = `/login?${SIGNED_OUT_SEARCH_PARAM}=1`;
