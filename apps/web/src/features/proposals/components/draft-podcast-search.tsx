import { useDeferredValue, useState } from 'react';
import { buttonClass } from '@/components/button';
import { formatCount } from '@/lib/format';
import { usePodcastSearch } from '@/lib/podcast-search';
import { SearchField } from '@/components/search-field';

/** The draft's «Añadir un podcast»: podcasts with a complete sheet, by name or author, not yet in the draft. */
export function DraftPodcastSearch({
  isInDraft,
  onAdd,
}: {
  isInDraft: (podcastId: string) => boolean;
  onAdd: (podcast: { id: string; title: string }) => void;
}) {
  const [text, setText] = useState('');
  const search = usePodcastSearch(useDeferredValue(text));
  return (
    <div className="space-y-2">
      <SearchField label="Añadir un podcast" value={text} onChange={setText} placeholder="Busca por nombre o autor" />
      {text.trim().length >= 2 && search.data ? (
        <ul
          aria-label="Podcasts para añadir"
          className="divide-y divide-line rounded-control border border-line sm:max-w-md"
        >
          {search.data
            .filter((podcast) => !isInDraft(podcast.id))
            .map((podcast) => (
              <li key={podcast.id} className="flex items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0 truncate">
                  {podcast.title} <span className="text-sm text-ink-muted">· {formatCount(podcast.listens30d)}</span>
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
