import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CatalogueCard as Card } from '@patrocina/domain';
import { CATALOGUE_MESSAGES, CATALOGUE_SORT_LABELS, CATALOGUE_SORTS } from '@patrocina/domain/catalogue-options';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { inputClass } from '@/components/form/field';
import { LoadFailed } from '@/components/load-failed';
import { ApiError } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { addSuggestedPodcast, readSuggestedPodcasts } from '@/lib/suggested-podcasts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { useCatalogue } from '../api/get-catalogue';
import { CatalogueCard } from '../components/catalogue-card';
import { CatalogueFiltersForm } from '../components/catalogue-filters';
import { catalogueQuery, filtersFrom, searchFor, withPage } from '../lib/catalogue-params';

type Notice = { kind: 'added' | 'refused'; text: string } | null;

/**
 * `/podcasts` (issue 23): the catalogue for visitors and advertisers. The filters live in the URL;
 * «Añadir a mi campaña» adds to the wizard's suggested podcasts (at most five, SPEC §9).
 */
export function CataloguePage() {
  useDocumentTitle('Catálogo de podcasts');
  const [search, setSearch] = useSearchParams();
  const query = catalogueQuery(search);
  // A query's answer reaches React as a blocking update, so drawing a page of cards would be one long
  // task on a phone; the deferred copy draws them in a transition, in slices (docs/decisions/0002).
  const catalogue = useDeferredValue(useCatalogue(query));
  const [chosen, setChosen] = useState(() => new Set(readSuggestedPodcasts().map((podcast) => podcast.id)));
  const [notice, setNotice] = useState<Notice>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Tailwind's `lg`: from there the filters stand beside the results; below it they fold away.
  const wide = useMediaQuery('(min-width: 64rem)', true);
  const filters = filtersFrom(search);
  const page = catalogue.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const sort = query.sort ?? (query.q ? 'relevance' : 'reach');
  // A shared or stale address past the last page (the catalogue shrank): show the last page instead.
  const pastTheEnd = page !== undefined && page.total > 0 && page.page > pages;
  useEffect(() => {
    if (pastTheEnd) setSearch(withPage(search, pages), { replace: true });
  }, [pastTheEnd, pages, search, setSearch]);

  function add(podcast: Card) {
    const result = addSuggestedPodcast({ id: podcast.id, title: podcast.title, imageUrl: podcast.imageUrl });
    if (result === 'full') {
      setNotice({ kind: 'refused', text: CATALOGUE_MESSAGES.addedLimit });
      return;
    }
    if (result === 'already') {
      setNotice({ kind: 'added', text: `«${podcast.title}» ya está en tu campaña.` });
      return;
    }
    if (result === 'unsaved') {
      setNotice({ kind: 'refused', text: 'Tu navegador no nos deja guardar la campaña. Revisa sus ajustes.' });
      return;
    }
    setChosen(new Set(readSuggestedPodcasts().map((other) => other.id)));
    setNotice({ kind: 'added', text: `Hemos añadido «${podcast.title}» a tu campaña.` });
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Catálogo de podcasts</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Busca entre los podcasts que puedes contratar y añade a tu campaña los que te gusten: los tendremos en cuenta
        primero al preparar tu propuesta.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside>
          {/* On a phone the filters fold away behind a button, so the results come first. */}
          <button
            type="button"
            className={`${buttonClass('secondary')} w-full lg:hidden`}
            aria-expanded={filtersOpen}
            aria-controls="catalogue-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? 'Ocultar filtros' : 'Filtros'}
          </button>
          <div id="catalogue-filters" className={filtersOpen ? 'mt-4 lg:mt-0' : 'hidden lg:block'}>
            {/* Folded, they are not drawn at all: a phone's first screen has that much less to do. */}
            {wide || filtersOpen ? (
              <CatalogueFiltersForm
                key={search.toString()}
                initial={filters}
                onApply={(next) => setSearch(searchFor(next))}
                onClear={() => setSearch(new URLSearchParams())}
              />
            ) : null}
          </div>
        </aside>
        <section aria-labelledby="catalogue-results" aria-busy={catalogue.isFetching}>
          <h2 id="catalogue-results" className="sr-only">
            Resultados
          </h2>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <p className="text-ink-muted" aria-live="polite">
              {page ? (page.total === 1 ? '1 podcast' : `${formatCount(page.total)} podcasts`) : 'Buscando…'}
            </p>
            <div>
              <label htmlFor="catalogue-sort" className="mb-1 block text-sm font-semibold text-ink">
                Ordenar por
              </label>
              <select
                id="catalogue-sort"
                className={inputClass}
                value={sort}
                onChange={(event) => setSearch(searchFor({ ...filters, sort: event.target.value }))}
              >
                {CATALOGUE_SORTS.filter((option) => option !== 'relevance' || query.q).map((option) => (
                  <option key={option} value={option}>
                    {CATALOGUE_SORT_LABELS[option]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div aria-live="polite" className="mt-4 empty:hidden">
            {notice ? (
              <p
                role={notice.kind === 'refused' ? 'alert' : undefined}
                className={`rounded-control border px-4 py-3 ${
                  notice.kind === 'refused' ? 'border-danger text-danger' : 'border-line bg-surface'
                }`}
              >
                {notice.text}{' '}
                <Link to="/campaigns/new" className="font-semibold text-accent-700 underline">
                  Ir a mi campaña
                </Link>
              </p>
            ) : null}
          </div>
          <div className="mt-4">
            <Results
              catalogue={catalogue}
              chosen={chosen}
              onAdd={add}
              onClear={() => setSearch(new URLSearchParams())}
            />
          </div>
          {page && page.total > page.pageSize ? (
            <nav aria-label="Páginas del catálogo" className="mt-6 flex items-center justify-between gap-3">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page.page <= 1}
                onClick={() => setSearch(withPage(search, page.page - 1))}
              >
                Anterior
              </button>
              <span className="text-sm text-ink-muted">
                Página {page.page} de {pages}
              </span>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page.page >= pages}
                onClick={() => setSearch(withPage(search, page.page + 1))}
              >
                Siguiente
              </button>
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}

interface ResultsProps {
  catalogue: ReturnType<typeof useCatalogue>;
  chosen: Set<string>;
  onAdd: (podcast: Card) => void;
  onClear: () => void;
}

function Results({ catalogue, chosen, onAdd, onClear }: ResultsProps) {
  if (catalogue.isPending) {
    return (
      <ul aria-label="Cargando podcasts" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="h-64 animate-pulse rounded-card bg-surface-muted" />
        ))}
      </ul>
    );
  }
  if (catalogue.isError) {
    const refused = catalogue.error instanceof ApiError && catalogue.error.status === 400;
    return refused ? (
      <EmptyState
        title="No podemos buscar con esos filtros"
        action={
          <button type="button" className={buttonClass('secondary')} onClick={onClear}>
            Quitar filtros
          </button>
        }
      >
        {catalogue.error.message}
      </EmptyState>
    ) : (
      <LoadFailed title="No hemos podido cargar el catálogo" onRetry={() => void catalogue.refetch()}>
        Comprueba tu conexión e inténtalo de nuevo.
      </LoadFailed>
    );
  }
  if (catalogue.data.podcasts.length === 0) {
    return (
      <EmptyState
        title="Ningún podcast con esos filtros"
        action={
          <button type="button" className={buttonClass('secondary')} onClick={onClear}>
            Quitar filtros
          </button>
        }
      >
        Prueba con menos filtros u otras palabras.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Podcasts" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {catalogue.data.podcasts.map((podcast) => (
        <CatalogueCard key={podcast.id} podcast={podcast} inCampaign={chosen.has(podcast.id)} onAdd={onAdd} />
      ))}
    </ul>
  );
}
