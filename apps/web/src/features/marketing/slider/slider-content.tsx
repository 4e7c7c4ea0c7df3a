import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { FeaturedPodcast } from '@patrocina/domain';
import { podcastCategoryLabel } from '@patrocina/domain/podcast-categories';
import { EmptyState } from '@/components/empty-state';
import { PodcastCover } from '@/components/podcast-cover';
import { formatCount } from '@/lib/format';
import { useFeaturedPodcasts } from '../api/get-featured-podcasts';
import { SliderSkeleton } from '../components/slider-skeleton';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';

/**
 * What the catalogue section shows once it is near the viewport: loaded on demand, so the landing
 * page's first screen does without the slider's code, its covers and its call.
 */
export function SliderContent({ id, action }: { id: string; action?: ReactNode }) {
  const { data: podcasts, isPending, isError } = useFeaturedPodcasts(true);
  if (isPending) return <SliderSkeleton />;
  if (isError || podcasts.length === 0) {
    return (
      <EmptyState
        title={
          isError
            ? 'No hemos podido cargar el catálogo ahora mismo.'
            : 'Muy pronto verás aquí los podcasts del catálogo.'
        }
        action={action}
      />
    );
  }
  return <Slider id={id} podcasts={podcasts} action={action} />;
}

function Slider({ id, podcasts, action }: { id: string; podcasts: FeaturedPodcast[]; action?: ReactNode }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const listId = `${id}-lista`;

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () =>
      setEdges({
        atStart: track.scrollLeft <= 1,
        atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
      });
    update();
    track.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      track.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [podcasts]);

  function scrollByPage(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  const arrowClass =
    'inline-flex size-11 items-center justify-center rounded-pill border border-line bg-surface text-ink shadow-sm hover:border-accent-300 hover:bg-accent-50 disabled:cursor-default disabled:opacity-40';

  return (
    <div>
      <div className="mb-4 flex items-center justify-between gap-4">
        <p className="text-ink-muted">Los de más alcance este mes, con sus escuchas a 30 días.</p>
        <div className="hidden shrink-0 gap-2 sm:flex">
          <button
            type="button"
            className={arrowClass}
            aria-controls={listId}
            disabled={edges.atStart}
            onClick={() => scrollByPage(-1)}
          >
            <span className="sr-only">Ver los anteriores</span>
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={arrowClass}
            aria-controls={listId}
            disabled={edges.atEnd}
            onClick={() => scrollByPage(1)}
          >
            <span className="sr-only">Ver los siguientes</span>
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul
        id={listId}
        ref={trackRef}
        aria-label="Podcasts del catálogo"
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto scroll-smooth px-4 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0 motion-reduce:scroll-auto"
      >
        {podcasts.map((podcast) => (
          <li key={podcast.id} className="w-40 shrink-0 snap-start sm:w-44">
            <Link
              to={`/podcast/${podcast.id}`}
              className="group block rounded-card p-1 -m-1 focus-visible:outline-offset-0"
            >
              <PodcastCover title={podcast.title} imageUrl={podcast.imageUrl} className="size-40 sm:size-44" />
              <p className="mt-3 line-clamp-2 font-semibold text-ink group-hover:text-accent-700 group-hover:underline">
                {podcast.title}
              </p>
              {podcast.author ? <p className="mt-0.5 truncate text-sm text-ink-muted">{podcast.author}</p> : null}
              {podcast.categories[0] ? (
                <p className="mt-2 text-sm text-ink-muted">{podcastCategoryLabel(podcast.categories[0])}</p>
              ) : null}
              <p className="text-sm text-ink-muted">
                <span className="font-semibold text-ink tabular-nums">{formatCount(podcast.listens30d)}</span>{' '}
                escuchas/mes
              </p>
            </Link>
          </li>
        ))}
      </ul>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
