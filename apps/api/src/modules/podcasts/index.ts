// The podcasts module's door: the catalogue, claims, sheets, availability and representation, and
// "who runs this podcast" (access.ts), which every other module asks here instead of joining by hand.
export {
  acceptedRepresentation,
  answersForPodcast,
  podcastContacts,
  podcastHeadingColumns,
  podcastIdsRunBy,
  podcastPayees,
  runsPodcast,
  selectEntriesWithRunner,
} from './access';
export { refreshStaleFeeds, type FeedDeps } from './feed-sync';
// The feed parser, for the real-feed corpus check (apps/api/feed-corpus).
export { decodeFeedBytes } from './feeds/decode';
export { parseFeed, type ParsedFeed } from './feeds/parse';
export { deleteClaimsOf, endRepresentationsOf, releasePodcastsOf } from './leaving';
export { hostingAccountRoutes } from './hosting-account-routes';
// The feed episodes a podcast's verified totals count (modules/measurement's share page too).
export { measuredFeedEpisodeKeys } from './public-page';
export { publicPodcastRoutes } from './public-routes';
export { acceptRepresentation, inviteRepresentative } from './representation';
export { privatePodcastRoutes } from './routes';
export { isProposable, proposableMatching, widestReachFirst } from './service';
export { saveSheetStep } from './sheet';
// The safe fetcher, for the episodes' audio fetched as proof of airing (modules/actions).
export { feedFetchOptions } from './feed-sync';
export { FeedFetchError, fetchToFile, type FeedFetchFailure } from './feeds/fetch';
