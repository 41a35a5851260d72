/** The query key of the signed-in user in the server-state cache. */
export const currentUserQueryKey = ['current-user'] as const;
