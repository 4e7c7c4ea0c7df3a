import { useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button';
import { PageTitleBar } from '@/components/page-title-bar';
import { openModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import type { ClaimedPodcast } from '../api/claims';
import { AddPodcastForm } from '../components/add-podcast-form';
import { ClaimPanel } from '../components/claim-panel';

const JOIN_PATH = '/sponsorship/join';
const STEPS = [
  'Crea tu cuenta',
  'Añade tu podcast',
  'Demuestra que es tuyo',
  'Completa tu hoja de patrocinio',
] as const;

function JoinSteps({ current }: { current: number }) {
  return (
    <nav aria-label="Pasos para unirte">
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((label, index) => {
          const done = index < current;
          const isCurrent = index === current;
          return (
            <li
              key={label}
              aria-current={isCurrent ? 'step' : undefined}
              className={`flex items-center gap-3 rounded-control border px-3 py-2 ${isCurrent ? 'border-accent-600 bg-accent-50' : 'border-line'}`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-7 shrink-0 items-center justify-center rounded-pill text-sm font-bold ${done ? 'bg-success text-white' : isCurrent ? 'bg-accent-700 text-on-accent' : 'bg-line text-ink'}`}
              >
                {done ? '✓' : index + 1}
              </span>
              <span className="font-medium">
                {label}
                <span className="sr-only">{done ? ' (hecho)' : isCurrent ? ' (paso actual)' : ' (pendiente)'}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function CreateAccountStep() {
  return (
    <section aria-labelledby="join-account" className="rounded-card border border-line bg-surface p-6">
      <h2 id="join-account" className="text-xl font-semibold">
        Empieza con tu cuenta de podcaster
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Es gratis. Después añades tu podcast por su feed, demuestras que es tuyo y rellenas tu hoja de patrocinio: con
        ella te llegan propuestas de marcas que encajan con tu audiencia.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => openModal('signup', { redirectTo: JOIN_PATH })}
        >
          Crear mi cuenta
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => openModal('login', { redirectTo: JOIN_PATH })}
        >
          Ya tengo cuenta
        </button>
      </div>
    </section>
  );
}

/**
 * SPEC §2 `/sponsorship/join`: leads a podcaster from the landing page through sign-up, adding a
 * podcast by its feed and proving it, to the sponsorship sheet. `?pId=` resumes a pending proof.
 * Whether someone is signed in comes from the route (the app shell knows the session).
 */
export function SponsorshipJoinPage({ signedIn }: { signedIn: boolean }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const podcastId = signedIn ? params.get('pId') : null;
  const current = !signedIn ? 0 : podcastId ? 2 : 1;

  function onAdded(podcast: ClaimedPodcast) {
    setParams({ pId: podcast.id });
  }

  function onProven(podcast: ClaimedPodcast) {
    toast.success(`¡Hecho! «${podcast.title}» ya es tuyo. Ahora completa su hoja de patrocinio.`);
    void navigate(`/sponsorship/edit?pId=${podcast.id}`, { replace: true });
  }

  return (
    <>
      <PageTitleBar title="Únete al patrocinio" back="/podcasters" />
      <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
        <JoinSteps current={current} />
        {current === 0 ? (
          <CreateAccountStep />
        ) : podcastId ? (
          <section aria-labelledby="join-claim">
            <h2 id="join-claim" className="mb-4 text-xl font-semibold">
              Demuestra que es tuyo
            </h2>
            <ClaimPanel podcastId={podcastId} onProven={onProven} />
          </section>
        ) : (
          <section aria-labelledby="join-add" className="rounded-card border border-line bg-surface p-6">
            <h2 id="join-add" className="text-xl font-semibold">
              Añade tu podcast
            </h2>
            <p className="mt-2 mb-5 max-w-2xl text-ink-muted">
              Leemos tu feed para traer el título, la portada, las categorías y los episodios. No cambiamos nada en él.
            </p>
            <AddPodcastForm onAdded={onAdded} />
          </section>
        )}
      </div>
    </>
  );
}
