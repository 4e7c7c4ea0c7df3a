import { Link } from 'react-router';
import type { CatalogueCard as Card } from '@patrocina/domain';
import { podcastCategoryLabel } from '@patrocina/domain/podcast-categories';
import { buttonClass } from '@/components/button';
import { PodcastCover } from '@/components/podcast-cover';
import { formatCount, formatWholeEuros } from '@/lib/format';

interface CatalogueCardProps {
  podcast: Card;
  inCampaign: boolean;
  onAdd: (podcast: Card) => void;
}

/** One podcast of the catalogue: cover, name, reach and «Precio desde», and «Añadir a mi campaña». */
export function CatalogueCard({ podcast, inCampaign, onAdd }: CatalogueCardProps) {
  const category = podcast.categories[0];
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
      <div className="flex gap-4 p-4">
        <PodcastCover
          title={podcast.title}
          imageUrl={podcast.imageUrl}
          // Smaller in the three-column grid, so that a long word of the title fits on its line.
          className="size-24 shrink-0 xl:size-16"
          initialsClassName="text-2xl xl:text-xl"
        />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-snug font-semibold break-words hyphens-auto text-ink xl:text-base">
            <Link to={`/${podcast.slug}`} className="rounded-control hover:underline">
              {podcast.title}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            {category ? <span>{podcastCategoryLabel(category)}</span> : null}
            {podcast.isPremium ? (
              <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-900">
                Premium
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <dl className="mt-auto grid grid-cols-2 gap-3 border-t border-line px-4 py-3">
        <div>
          <dt className="text-xs text-ink-muted">Escuchas a 30 días</dt>
          <dd className="text-lg font-bold text-ink tabular-nums">{formatCount(podcast.listens30d)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Precio desde</dt>
          <dd className="text-lg font-bold text-ink tabular-nums">
            {podcast.priceFrom === null ? '—' : formatWholeEuros(podcast.priceFrom)}
          </dd>
        </div>
      </dl>
      <div className="px-4 pb-4">
        <button
          type="button"
          className={`${buttonClass(inCampaign ? 'ghost' : 'secondary', 'sm')} w-full`}
          // The visible words first (WCAG 2.5.3). aria-disabled, not disabled: a disabled button would drop
          // the focus it has just been clicked with.
          aria-label={inCampaign ? `En tu campaña: ${podcast.title}` : `Añadir a mi campaña: ${podcast.title}`}
          aria-disabled={inCampaign}
          onClick={() => {
            if (!inCampaign) onAdd(podcast);
          }}
        >
          {inCampaign ? 'En tu campaña' : 'Añadir a mi campaña'}
        </button>
      </div>
    </li>
  );
}
