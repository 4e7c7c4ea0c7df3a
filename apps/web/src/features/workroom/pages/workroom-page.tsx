import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CHAT_MESSAGES,
  WORKROOM_SORT_LABELS,
  WORKROOM_SORTS,
  workroomQuerySchema,
  type WorkroomQuery,
  type WorkroomThread,
} from '@patrocina/domain';
import { GENERIC_ERROR } from '@patrocina/domain/generic-error';
import { buttonClass } from '@/components/button';
import { ChatSlideOver, type ChatTarget } from '@/components/chat/chat-slide-over';
import { EmptyState } from '@/components/empty-state';
import { PageTitleBar } from '@/components/page-title-bar';
import { useWorkroom } from '../api/get-workroom';
import { ThreadRow } from '../components/thread-row';
import { CloseIcon } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';

const FILTERED_EMPTY = 'Ninguna conversación coincide con estos filtros.';

/** The URL's `?sort=&show=&state=&campaign=&page=`, each value that does not fit falling back to its default. */
export function readWorkroomQuery(params: URLSearchParams): WorkroomQuery {
  const { shape } = workroomQuerySchema;
  const pick = <T,>(
    schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
    value: string | null,
    fallback: T,
  ): T => {
    const parsed = schema.safeParse(value ?? undefined);
    return parsed.success ? parsed.data : fallback;
  };
  return {
    sort: pick(shape.sort, params.get('sort'), 'date'),
    show: pick(shape.show, params.get('show'), 'all'),
    state: pick(shape.state, params.get('state'), 'all'),
    campaignId: pick(shape.campaignId, params.get('campaign'), undefined),
    page: pick(shape.page, params.get('page'), 1),
  };
}

/** Keyboard-friendly two-way choice: buttons that say which one is on, after a visible label that names the group. */
function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
      <span id={labelId} className="text-sm font-semibold">
        {label}
      </span>
      <div className="inline-flex rounded-control border border-line-strong bg-surface p-0.5">
        {options.map(([option, text]) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
            className={`min-h-9 rounded-[calc(var(--radius-control)-2px)] px-3 text-sm font-semibold ${
              value === option ? 'bg-accent-700 text-on-accent' : 'text-ink hover:bg-accent-50'
            }`}
          >
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}

function WorkroomSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Cargando conversaciones" className="space-y-3">
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex items-center gap-3 rounded-card border border-line bg-surface px-4 py-3"
        >
          <div className="size-12 animate-pulse rounded-control bg-line" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-1/2 animate-pulse rounded-pill bg-line" />
            <div className="h-3 w-1/3 animate-pulse rounded-pill bg-line" />
            <div className="h-3 w-3/4 animate-pulse rounded-pill bg-line" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * SPEC §2 `/workroom`: the user's chat threads, sortable by date or campaign, filterable as all or
 * pending and all or active; the state lives in the URL. A row opens that thread's slide-over.
 * Campaign managers get theirs from the agents' endpoint.
 */
export function WorkroomPage({ isAgent }: { isAgent: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readWorkroomQuery(searchParams);
  const list = useWorkroom(isAgent, query);
  const [chat, setChat] = useState<ChatTarget | null>(null);
  const filtered = query.show !== 'all' || query.state !== 'all' || query.campaignId !== undefined;

  /** Changes some parameters; any change but the page's goes back to the first page. */
  function update(changes: Partial<Record<'sort' | 'show' | 'state' | 'campaign' | 'page', string | null>>) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (!('page' in changes)) next.delete('page');
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  }

  const page = list.data;
  const totalPages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const campaignName = page?.items.find((thread) => thread.campaign.id === query.campaignId)?.campaign;

  function open(thread: WorkroomThread) {
    setChat({
      campaignId: thread.campaign.id,
      podcastId: thread.podcast.id,
      brand: thread.campaign.brand,
      campaignName: thread.campaign.name,
    });
  }

  return (
    <>
      <PageTitleBar title="Workroom" />
      <div className="mx-auto w-full max-w-5xl space-y-5 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm font-semibold">
            Ordenar
            <select
              value={query.sort}
              onChange={(event) => update({ sort: event.target.value === 'date' ? null : event.target.value })}
              className="rounded-control border border-line-strong bg-surface px-3 py-2 font-normal"
            >
              {WORKROOM_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {WORKROOM_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
          <Segmented
            label="Mostrar"
            value={query.show}
            options={[
              ['all', 'Todas'],
              ['pending', 'Pendientes'],
            ]}
            onChange={(show) => update({ show: show === 'all' ? null : show })}
          />
          <Segmented
            label="Campañas"
            value={query.state}
            options={[
              ['all', 'Todas'],
              ['active', 'Activas'],
            ]}
            onChange={(state) => update({ state: state === 'all' ? null : state })}
          />
          {query.campaignId ? (
            <span className="inline-flex items-center gap-1 rounded-pill bg-accent-100 py-1 pr-1 pl-3 text-sm font-semibold text-accent-900">
              Solo {campaignName ? `${campaignName.brand} · ${campaignName.name}` : 'una campaña'}
              <button
                type="button"
                onClick={() => update({ campaign: null })}
                aria-label="Ver las conversaciones de todas las campañas"
                className="inline-flex size-7 items-center justify-center rounded-pill hover:bg-accent-200"
              >
                <CloseIcon className="size-4" />
              </button>
            </span>
          ) : null}
        </div>

        {list.isPending ? (
          <WorkroomSkeleton />
        ) : list.isError ? (
          <LoadFailed title={GENERIC_ERROR} onRetry={() => void list.refetch()} />
        ) : page && page.total === 0 ? (
          filtered ? (
            <EmptyState
              title={FILTERED_EMPTY}
              action={
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  onClick={() => update({ show: null, state: null, campaign: null })}
                >
                  Quitar filtros
                </button>
              }
            />
          ) : (
            <EmptyState
              title={CHAT_MESSAGES.workroomEmpty}
              action={
                <Link to="/dashboard" className={buttonClass('primary')}>
                  Ir al dashboard
                </Link>
              }
            />
          )
        ) : page ? (
          <>
            <ul aria-label="Conversaciones" aria-busy={list.isPlaceholderData || undefined} className="space-y-3">
              {page.items.map((thread) => (
                <ThreadRow key={thread.threadId} thread={thread} onOpen={open} />
              ))}
            </ul>
            {page.total > page.pageSize ? (
              <nav aria-label="Paginación" className="flex items-center justify-between gap-3">
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  disabled={query.page <= 1}
                  onClick={() => update({ page: query.page - 1 > 1 ? String(query.page - 1) : null })}
                >
                  Anterior
                </button>
                <p className="text-sm text-ink-muted" aria-live="polite">
                  Página {query.page} de {totalPages}
                </p>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  disabled={query.page >= totalPages}
                  onClick={() => update({ page: String(query.page + 1) })}
                >
                  Siguiente
                </button>
              </nav>
            ) : null}
          </>
        ) : null}
      </div>
      {chat ? <ChatSlideOver target={chat} onClose={() => setChat(null)} /> : null}
    </>
  );
}
