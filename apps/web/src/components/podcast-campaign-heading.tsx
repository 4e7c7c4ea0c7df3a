import { PodcastCover } from './podcast-cover';

/**
 * The head of a campaign's card as whoever runs a podcast sees it (their proposals, their hired
 * campaigns): the podcast's cover, the brand, the campaign's name as the card's heading, and for
 * which podcast it is.
 */
export function PodcastCampaignHeading({
  headingId,
  brand,
  name,
  podcast,
  representative,
}: {
  headingId: string;
  brand: string;
  name: string;
  podcast: { title: string; imageUrl: string | null };
  /** The viewer runs the podcast as its representative, not as its owner. */
  representative: boolean;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <PodcastCover title={podcast.title} imageUrl={podcast.imageUrl} size="row" />
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{brand}</p>
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {name}
        </h3>
        <p className="text-sm text-ink-muted">
          Para {podcast.title}
          {representative ? ' (lo representas)' : ''}
        </p>
      </div>
    </div>
  );
}
