import { useCallback, useEffect, useState } from 'react';
import { Link, useBlocker, useSearchParams } from 'react-router';
import { SHEET_STEP_LABELS, SHEET_STEPS, type Sheet, type SheetStep } from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { NotFoundPage } from '@/components/not-found-page';
import { PageSkeleton } from '@/components/page-skeleton';
import { PageTitleBar } from '@/components/page-title-bar';
import { ApiError } from '@/lib/api-client';
import { useSheet } from '../api/get-sheet';
import { AudienceStep } from '../components/sheet/audience-step';
import { BrandingStep } from '../components/sheet/branding-step';
import { ProfileStep } from '../components/sheet/profile-step';

const STEP_COMPONENTS = { profile: ProfileStep, audience: AudienceStep, branding: BrandingStep } as const;

function isSaved(sheet: Sheet, step: SheetStep): boolean {
  return sheet[step] !== null;
}

/** The first step still to fill, or the first one when all are saved. */
function firstOpenStep(sheet: Sheet): SheetStep {
  return SHEET_STEPS.find((step) => !isSaved(sheet, step)) ?? 'profile';
}

function Stepper({
  sheet,
  current,
  onSelect,
}: {
  sheet: Sheet;
  current: SheetStep;
  onSelect: (step: SheetStep) => void;
}) {
  return (
    <nav aria-label="Pasos de la hoja de patrocinio">
      <ol className="grid gap-2 sm:grid-cols-3">
        {SHEET_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const saved = isSaved(sheet, step);
          return (
            <li key={step}>
              <button
                type="button"
                onClick={() => onSelect(step)}
                aria-current={isCurrent ? 'step' : undefined}
                className={`flex w-full items-center gap-3 rounded-control border px-3 py-2 text-left ${isCurrent ? 'border-accent-600 bg-accent-50' : 'border-line hover:bg-surface-muted'}`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex size-7 shrink-0 items-center justify-center rounded-pill text-sm font-bold ${saved ? 'bg-success text-white' : isCurrent ? 'bg-accent-700 text-on-accent' : 'bg-line text-ink'}`}
                >
                  {saved ? '✓' : index + 1}
                </span>
                <span className="font-medium">
                  {SHEET_STEP_LABELS[step]}
                  <span className="sr-only">{saved ? ' (guardado)' : ' (pendiente)'}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Asks before leaving with unsaved changes: in the app (a blocked navigation) and when closing the tab. */
function useLeaveConfirmation(isDirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return blocker;
}

/** SPEC §2 `/sponsorship/edit?pId=`: the three-step sponsorship sheet of one podcast. */
export function SponsorshipEditPage() {
  const [params] = useSearchParams();
  const podcastId = params.get('pId') ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(podcastId)) return <NotFoundPage />;
  return <SheetWizard podcastId={podcastId} />;
}

function SheetWizard({ podcastId }: { podcastId: string }) {
  const query = useSheet(podcastId);
  const [current, setCurrent] = useState<SheetStep | null>(null);
  const [pending, setPending] = useState<SheetStep | null>(null);
  const [isDirty, setDirty] = useState(false);
  const [finished, setFinished] = useState(false);
  const blocker = useLeaveConfirmation(isDirty);
  const onDirtyChange = useCallback((dirty: boolean) => setDirty(dirty), []);

  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    if (
      query.error instanceof ApiError &&
      (query.error.status === 404 || query.error.status === 403 || query.error.status === 400)
    ) {
      return (
        <>
          <PageTitleBar title="Hoja de patrocinio" back="/me/podcasts" />
          <p role="alert" className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
            {query.error.status === 403 ? query.error.message : 'Ese podcast no existe.'}{' '}
            <Link to="/me/podcasts" className="font-medium text-accent-700 underline">
              Ir a Mis podcasts
            </Link>
          </p>
        </>
      );
    }
    throw query.error;
  }

  const { sheet, podcast } = query.data;
  const step = current ?? firstOpenStep(sheet);
  const index = SHEET_STEPS.indexOf(step);
  const isLast = index === SHEET_STEPS.length - 1;
  const StepForm = STEP_COMPONENTS[step];

  function select(next: SheetStep) {
    if (next === step) return;
    if (isDirty) setPending(next);
    else setCurrent(next);
  }

  function onSaved(saved: Sheet) {
    if (!isLast) setCurrent(SHEET_STEPS[index + 1]!);
    else if (SHEET_STEPS.every((item) => isSaved(saved, item))) setFinished(true);
    else setCurrent(firstOpenStep(saved));
    window.scrollTo({ top: 0 });
  }

  return (
    <>
      <PageTitleBar title={`Hoja de patrocinio: ${podcast.title}`} back="/me/podcasts" />
      <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6">
        {finished ? (
          <div role="status" className="rounded-card border border-success/40 bg-emerald-50 p-6">
            <h2 className="text-xl font-semibold">¡Tu hoja de patrocinio está completa!</h2>
            <p className="mt-2 text-ink-muted">
              «{podcast.title}» ya puede recibir propuestas de campaña. Puedes cambiar la hoja cuando quieras.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to={`/podcast/${podcast.id}`} className={buttonClass('primary')}>
                Ver la página pública
              </Link>
              <Link to="/me/podcasts" className={buttonClass('secondary')}>
                Volver a Mis podcasts
              </Link>
              <button type="button" className={buttonClass('ghost')} onClick={() => setFinished(false)}>
                Seguir editando
              </button>
            </div>
          </div>
        ) : (
          <>
            {sheet.completedAt ? null : (
              <p className="text-ink-muted">
                Cada paso se guarda por separado: puedes dejarlo a medias y volver luego. Cuando guardes los tres y
                aceptes los términos, tu podcast podrá recibir propuestas.
              </p>
            )}
            <Stepper sheet={sheet} current={step} onSelect={select} />
            <section aria-labelledby="paso-titulo">
              <h2 id="paso-titulo" className="mb-6 text-2xl font-bold tracking-tight">
                Paso {index + 1}: {SHEET_STEP_LABELS[step]}
              </h2>
              <StepForm
                key={step}
                podcastId={podcast.id}
                sheet={sheet}
                onSaved={onSaved}
                onDirtyChange={onDirtyChange}
                submitLabel={isLast ? 'Guardar y terminar' : 'Guardar y continuar'}
              />
            </section>
          </>
        )}
      </div>
      {pending ? (
        <ConfirmDialog
          title="¿Salir sin guardar?"
          confirmLabel="Salir sin guardar"
          onConfirm={() => {
            setDirty(false);
            setCurrent(pending);
            setPending(null);
          }}
          onCancel={() => setPending(null)}
        >
          Tienes cambios sin guardar en este paso. Si sales, se perderán.
        </ConfirmDialog>
      ) : null}
      {blocker.state === 'blocked' ? (
        <ConfirmDialog
          title="¿Salir sin guardar?"
          confirmLabel="Salir sin guardar"
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        >
          Tienes cambios sin guardar en este paso. Si sales, se perderán.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
