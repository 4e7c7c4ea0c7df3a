import { useDeferredValue, useState } from 'react';
import type { DraftCandidate } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { formatCount } from '@/lib/format';
import { SearchField } from '@/components/search-field';
import { useDraftCandidates } from '../api/draft-candidates';

/**
 * The draft's «Añadir un podcast»: podcasts with a complete sheet, by name or author, not yet in the
 * draft; each comes with its sheet's minimums, so its card shows them as soon as it is added.
 */
export function DraftPodcastSearch({
  isInDraft,
  onAdd,
}: {
  isInDraft: (podcastId: string) => boolean;
  onAdd: (podcast: DraftCandidate) => void;
}) {
  const [text, setText] = useState('');
  const search = useDraftCandidates(useDeferredValue(text));
  return (
    <div className="space-y-2">
      <SearchField label="Añadir un podcast" value={text} onChange={setText} placeholder="Busca por nombre o autor" />
      {text.trim().length >= 2 && search.data ? (
        <ul
          aria-label="Podcasts para añadir"
          className="divide-y divide-line rounded-control border border-line sm:max-w-md"
        >
          {search.data
            .filter((podcast) => !isInDraft(podcast.podcastId))
            .map((podcast) => (
              <li key={podcast.podcastId} className="flex items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0 truncate">
                  {podcast.title} <span className="text-sm text-ink-muted">· {formatCount(podcast.reach)}</span>
                </span>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  onClick={() => {
                    onAdd(podcast);
                    setText('');
                  }}
                >
                  Añadir <span className="sr-only">{podcast.title}</span>
                </button>
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}
