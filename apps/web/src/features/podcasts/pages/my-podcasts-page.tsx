import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES, podcastCategoryLabel, SHEET_STEP_LABELS, SHEET_STEPS, type MyPodcast } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageTitleBar } from '@/components/page-title-bar';
import { PodcastCover } from '@/components/podcast-cover';
import { formatCount } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useMyPodcasts } from '@/lib/my-podcasts';
import { usePartnerStatus } from '@/lib/hosting-partner';
import { useRefreshEpisodes } from '../api/refresh-episodes';
import { AvailabilityPanel } from '../components/availability-panel';
import { MeasurementPanel } from '../components/measurement-panel';
import { StatePill } from '../components/labels';
import { RepresentationPanel } from '../components/representation-panel';
import { userMessageOf } from '@/lib/user-message';
import { ChevronDownIcon } from '@/components/icons';

function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group border-t border-line">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold marker:hidden">
        {title}
        <ChevronDownIcon className="size-5 text-ink-muted transition-transform group-open:rotate-180" />
      </summary>
      <div className="pb-5">{children}</div>
    </details>
  );
}

function SheetProgress({ podcast }: { podcast: MyPodcast }) {
  const done = SHEET_STEPS.filter((step) => podcast.sheetSteps[step]).length;
  return (
    <p className="text-sm text-ink-muted">
      Hoja de patrocinio: {done} de {SHEET_STEPS.length} pasos
      <span className="sr-only">
        {' '}
        (
        {SHEET_STEPS.map(
          (step) => `${SHEET_STEP_LABELS[step]}: ${podcast.sheetSteps[step] ? 'hecho' : 'pendiente'}`,
        ).join(', ')}
        )
      </span>
    </p>
  );
}

function RefreshEpisodesButton({ podcastId }: { podcastId: string }) {
  const refresh = useRefreshEpisodes(podcastId);
  async function run() {
    try {
      const { episodes } = await refresh.mutateAsync();
      toast.success(episodes === 1 ? 'Feed leído: 1 episodio' : `Feed leído: ${formatCount(episodes)} episodios`);
    } catch (error) {
      toast.error(userMessageOf(error));
    }
  }
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'sm')}
      onClick={() => void run()}
      disabled={refresh.isPending}
    >
      {refresh.isPending ? 'Leyendo el feed…' : 'Actualizar episodios'}
    </button>
  );
}

function PodcastCard({ podcast }: { podcast: MyPodcast }) {
  const isProven = podcast.state !== 'PENDING_PROOF';
  const sheetLink = `/sponsorship/edit?pId=${podcast.id}`;
  return (
    <li className="rounded-card border border-line bg-surface p-5">
      <div className="flex flex-col gap-4 sm:flex-row">
        <PodcastCover title={podcast.title} imageUrl={podcast.imageUrl} className="size-20" lazy={false} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold">{podcast.title}</h2>
            <StatePill state={podcast.state} />
            {podcast.imManager ? (
              <span className="rounded-pill bg-surface-muted px-2.5 py-0.5 text-sm font-medium text-ink">
                Lo representas tú
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-ink-muted">
            {[podcast.author, podcast.categories[0] ? podcastCategoryLabel(podcast.categories[0]) : null]
              .filter(Boolean)
              .join(' · ')}
            {' · '}
            {podcast.listens30d > 0 ? (
              <>
                <span className="font-semibold text-ink tabular-nums">{formatCount(podcast.listens30d)}</span> escuchas
                a 30 días
              </>
            ) : (
              'escuchas aún sin medir'
            )}
          </p>
          {isProven ? <SheetProgress podcast={podcast} /> : null}
          <div className="mt-3 flex flex-wrap gap-2">
            {isProven ? (
              <>
                <Link to={sheetLink} className={buttonClass(podcast.state === 'READY' ? 'secondary' : 'primary', 'sm')}>
                  {podcast.state === 'READY' ? 'Editar la hoja de patrocinio' : 'Completar la hoja de patrocinio'}
                </Link>
                <Link to={`/podcast/${podcast.id}`} className={buttonClass('ghost', 'sm')}>
                  Ver la página pública
                </Link>
                <RefreshEpisodesButton podcastId={podcast.id} />
              </>
            ) : (
              <>
                <p className="w-full text-sm text-ink-muted">
                  Demuestra que es tuyo para rellenar su hoja y recibir propuestas.
                </p>
                <Link to={`/sponsorship/join?pId=${podcast.id}`} className={buttonClass('primary', 'sm')}>
                  Demostrar que es mío
                </Link>
              </>
            )}
          </div>
        </div>
      </div>
      {isProven ? (
        <div className="mt-4">
          {podcast.measurement ? (
            <Disclosure
              title={
                podcast.measurement.measuredSince
                  ? 'Prefijo de analítica · Medición verificada activa'
                  : 'Prefijo de analítica'
              }
            >
              <MeasurementPanel podcastId={podcast.id} measurement={podcast.measurement} />
            </Disclosure>
          ) : null}
          <Disclosure title="Vacaciones">
            <AvailabilityPanel podcastId={podcast.id} podcastTitle={podcast.title} />
          </Disclosure>
          <Disclosure title="Representante">
            <RepresentationPanel podcast={podcast} />
          </Disclosure>
        </div>
      ) : null}
    </li>
  );
}

/** DOMAIN.md "Hosting platform": without a partner, the listen figures are the demo's, and we say so. */
function DemoListensNote() {
  const partner = usePartnerStatus();
  if (partner.data?.configured !== false) return null;
  return (
    <p className="mb-5 rounded-control border border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted">
      Este entorno no está conectado a la plataforma de alojamiento: las escuchas a 30 días que ves son datos de
      demostración.
    </p>
  );
}

/** SPEC §2 `/me/podcasts`: each podcast with its state, its sheet, its holidays and its representative. */
export function MyPodcastsPage() {
  const query = useMyPodcasts();
  return (
    <>
      <PageTitleBar title="Mis podcasts">
        <Link to="/sponsorship/join" className={buttonClass('primary', 'sm')}>
          Añadir podcast
        </Link>
      </PageTitleBar>
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
        {query.isPending ? (
          <div role="status" className="space-y-4" aria-busy="true" aria-label="Cargando tus podcasts">
            {[0, 1].map((index) => (
              <div key={index} className="h-36 animate-pulse rounded-card bg-line" />
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-danger">
            {MESSAGES.genericError}
          </p>
        ) : query.data.length === 0 ? (
          <EmptyState
            title="Aún no tienes podcasts"
            action={
              <Link to="/sponsorship/join" className={buttonClass('primary')}>
                Añadir mi podcast
              </Link>
            }
          >
            Añade tu podcast por su feed RSS para recibir propuestas de campañas.
          </EmptyState>
        ) : (
          <>
            <DemoListensNote />
            <ul className="space-y-5">
              {query.data.map((podcast) => (
                <PodcastCard key={podcast.id} podcast={podcast} />
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
