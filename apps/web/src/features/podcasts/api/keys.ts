import { hostingPartnerQueryKey, myPodcastsQueryKey } from '@/lib/query-keys';

/** Query keys of the podcasts feature, so every mutation refreshes exactly what it changes. */
export const podcastKeys = {
  all: ['podcasts'] as const,
  // Shared with My account, which refreshes them after linking a hosting-platform account.
  mine: () => myPodcastsQueryKey,
  sheet: (podcastId: string) => [...podcastKeys.all, podcastId, 'sheet'] as const,
  availability: (podcastId: string) => [...podcastKeys.all, podcastId, 'availability'] as const,
  public: (lookup: string) => [...podcastKeys.all, 'public', lookup] as const,
  claim: (podcastId: string) => [...podcastKeys.all, podcastId, 'claim'] as const,
  partner: () => hostingPartnerQueryKey,
  invitation: (token: string) => [...podcastKeys.all, 'invitation', token] as const,
  catalogue: (query: Record<string, string>) => [...podcastKeys.all, 'catalogue', query] as const,
  sharedDownloads: (token: string) => [...podcastKeys.all, 'shared-downloads', token] as const,
};
