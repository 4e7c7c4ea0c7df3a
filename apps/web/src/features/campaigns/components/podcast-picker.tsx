import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { MAX_SUGGESTED_PODCASTS } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { OptionalMark } from '@/components/form';
import { PodcastCover } from '@/components/podcast-cover';
import { formatCount } from '@/lib/format';
import { usePodcastSearch } from '@/lib/podcast-search';
import type { SuggestedPodcast } from '../lib/draft';
import { SearchField } from '@/components/search-field';
import { focusElement } from '@/lib/focus';

interface PodcastPickerProps {
  chosen: SuggestedPodcast[];
  onChange: (chosen: SuggestedPodcast[]) => void;
  error?: string | undefined;
}

/** Up to five podcasts the advertiser would like in the proposal, found by title or author. */
export function PodcastPicker({ chosen, onChange, error }: PodcastPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const search = usePodcastSearch(deferred);
  const full = chosen.length >= MAX_SUGGESTED_PODCASTS;
  const chosenIds = new Set(chosen.map((podcast) => podcast.id));
  const results = (search.data ?? []).filter((podcast) => !chosenIds.has(podcast.id));
  const searching = deferred.trim().length >= 2;
  // «Añadir» leaves with its row: focus goes back to the search box for the next one, or, once the
  // list is full and the box is gone, to the «Quitar» of the podcast just added.
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const added = useRef<string | null>(null);
  useEffect(() => {
    const fieldset = fieldsetRef.current;
    const podcastId = added.current;
    if (!podcastId || !fieldset) return;
    added.current = null;
    const target =
      fieldset.querySelector<HTMLElement>('input[type="search"]') ??
      Array.from(fieldset.querySelectorAll<HTMLElement>('[data-podcast-id]')).find(
        (button) => button.dataset.podcastId === podcastId,
      );
    if (target) focusElement(target);
  }, [chosen]);

  return (
    <fieldset ref={fieldsetRef} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        Podcasts que te gustaría incluir
        <OptionalMark />
      </legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-ink-muted">
        Hasta {MAX_SUGGESTED_PODCASTS}. Los tendremos en cuenta primero si encajan en tu presupuesto.
      </p>
      {chosen.length > 0 ? (
        <ul aria-label="Podcasts sugeridos" className="mb-3 space-y-2">
          {chosen.map((podcast) => (
            <li key={podcast.id} className="flex items-center gap-3 rounded-control border border-line px-3 py-2">
              <PodcastCover title={podcast.title} imageUrl={podcast.imageUrl} size="thumb" />
              <span className="min-w-0 flex-1 truncate font-medium">{podcast.title}</span>
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                aria-label={`Quitar ${podcast.title}`}
                data-podcast-id={podcast.id}
                onClick={() => onChange(chosen.filter((other) => other.id !== podcast.id))}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-sm text-ink-muted">
          Ya has elegido {MAX_SUGGESTED_PODCASTS} podcasts: quita uno para añadir otro.
        </p>
      ) : (
        <>
          <SearchField
            label="Buscar podcasts"
            value={text}
            onChange={setText}
            placeholder="Busca por nombre o autor"
            hideLabel
            width=""
          />
          <div aria-live="polite" className="mt-2">
            {!searching ? null : search.isError ? (
              <p className="text-sm text-danger">No hemos podido buscar ahora. Inténtalo de nuevo.</p>
            ) : search.isPending ? (
              <p className="text-sm text-ink-muted">Buscando…</p>
            ) : results.length === 0 ? (
              <p className="text-sm text-ink-muted">Ningún podcast disponible con «{deferred.trim()}».</p>
            ) : (
              <ul
                aria-label="Resultados de la búsqueda"
                className="divide-y divide-line rounded-control border border-line"
              >
                {results.map((podcast) => (
                  <li key={podcast.id} className="flex items-center gap-3 px-3 py-2">
                    <PodcastCover title={podcast.title} imageUrl={podcast.imageUrl} size="thumb" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{podcast.title}</span>
                      <span className="block text-sm text-ink-muted">
                        {formatCount(podcast.listens30d)} escuchas a 30 días
                      </span>
                    </span>
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm')}
                      aria-label={`Añadir ${podcast.title}`}
                      onClick={() => {
                        onChange([...chosen, { id: podcast.id, title: podcast.title, imageUrl: podcast.imageUrl }]);
                        added.current = podcast.id;
                      }}
                    >
                      Añadir
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
