import type { QueryClient } from '@tanstack/react-query';
import type { Me, UserScope, WorkroomQuery } from '@patrocina/domain';

/**
 * Query keys that more than one part of the app touches: the signed-in user (the header badges read
 * it), and the chat's threads and workroom lists, which the chat slide-over, the workroom page and
 * the live stream (lib/live-events.ts) all refresh. A feature cannot import another feature, so these
 * live here rather than in features/auth or features/workroom.
 */
export const meQueryKey = ['users', 'me'] as const;

/**
 * My podcasts and whether the hosting platform is connected: the podcasts feature reads them, and
 * My account refreshes them when a hosting-platform account is linked.
 */
export const myPodcastsQueryKey = ['podcasts', 'mine'] as const;
export const hostingPartnerQueryKey = ['podcasts', 'partner'] as const;

/**
 * The back office's users, by search and scope: the admin's user list and the agent picker of a
 * campaign read the same call, so a change of scope refreshes both.
 */
export const backofficeUserKeys = {
  all: ['backoffice', 'users'] as const,
  search: (q: string, scope: UserScope | '') => [...backofficeUserKeys.all, q, scope] as const,
};

/** The podcast search, whoever asks it (the wizard's picker). */
export const podcastSearchKey = (q: string) => ['podcasts', 'search', q] as const;

export const chatKeys = {
  all: ['chat'] as const,
  thread: (campaignId: string, podcastId: string) => [...chatKeys.all, 'thread', campaignId, podcastId] as const,
  /** Every workroom list, whatever its sorting, filters, page or endpoint. */
  workroom: () => [...chatKeys.all, 'workroom'] as const,
  workroomPage: (endpoint: 'user' | 'agent', query: WorkroomQuery) =>
    [...chatKeys.workroom(), endpoint, query] as const,
};

/** Moves the header badges without asking the API again; a visitor (null) stays a visitor. */
export function setMeCounts(queryClient: QueryClient, counts: { unread?: number; pending?: number }): void {
  queryClient.setQueryData<Me | null>(meQueryKey, (me) => {
    if (!me) return me;
    return {
      ...me,
      messageStats: counts.unread === undefined ? me.messageStats : { ...me.messageStats, unread: counts.unread },
      campaignActionStats:
        counts.pending === undefined ? me.campaignActionStats : { ...me.campaignActionStats, pending: counts.pending },
    };
  });
}
