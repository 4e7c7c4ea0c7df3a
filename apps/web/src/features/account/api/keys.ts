/** Query keys of My account; the user itself is `meQueryKey` in lib/query-keys.ts, which the header shares. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  deletion: () => [...accountKeys.all, 'deletion'] as const,
};
