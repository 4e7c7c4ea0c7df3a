/** Query keys of the podcasts feature, so every mutation refreshes exactly what it changes. */
export const podcastKeys = {
  all: ['podcasts'] as const,
  mine: () => [...podcastKeys.all, 'mine'] as const,
  sheet: (podcastId: string) => [...podcastKeys.all, podcastId, 'sheet'] as const,
  availability: (podcastId: string) => [...podcastKeys.all, podcastId, 'availability'] as const,
  public: (lookup: string) => [...podcastKeys.all, 'public', lookup] as const,
  claim: (podcastId: string) => [...podcastKeys.all, podcastId, 'claim'] as const,
  partner: () => [...podcastKeys.all, 'partner'] as const,
};
