import type { ReactNode } from 'react';
import { PodcastCover } from './podcast-cover';

/**
 * The head of a campaign's card as whoever runs a podcast sees it (their proposals, their hired
 * campaigns): the podcast's cover, the brand, the campaign's name as the card's heading, and for
 * which podcast it is.
 */
function PodcastCampaignHeading({
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

/** What the card names: the brand, the campaign, the podcast, and the viewer's role for that podcast. */
interface PodcastCampaign {
  brand: string;
  name: string;
  podcast: { title: string; imageUrl: string | null };
  role: string;
}

/**
 * A card about one podcast in one campaign, as whoever runs the podcast sees it: the heading, its
 * badges and buttons beside it, then the card's own body.
 */
export function PodcastCampaignCard({
  headingId,
  campaign,
  badges,
  children,
}: {
  headingId: string;
  campaign: PodcastCampaign;
  badges: ReactNode;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PodcastCampaignHeading
          headingId={headingId}
          brand={campaign.brand}
          name={campaign.name}
          podcast={campaign.podcast}
          representative={campaign.role === 'representative'}
        />
        <div className="flex flex-wrap items-center gap-2">{badges}</div>
      </div>
      {children}
    </article>
  );
}
