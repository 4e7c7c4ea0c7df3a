import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CAMPAIGN_STEP_LABELS,
  CAMPAIGN_STEPS,
  SUBSTATUS_TEXTS,
  type Campaign,
  type CampaignStep,
  type CreateCampaignInput,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { PageTitleBar } from '@/components/page-title-bar';
import { openModal } from '@/lib/modal-store';
import { toast } from '@/lib/toast';
import { useCreateCampaign } from '../api/create-campaign';
import { HowStep, WhatStep, WhomStep } from '../components/steps';
import { clearDraft, loadDraft, saveDraft, submitIsPending, toCreateInput, type CampaignDraft } from '../lib/draft';
import { forgetAllDraftFiles } from '../lib/draft-files';
import { DraftFileError, uploadKeptFiles } from '../lib/send-draft';
import { userMessageOf } from '@/lib/user-message';
import { HELD_TEXT } from '../components/campaign-card';
import { createdNoticeState } from '../components/created-notice';
import { focusElement, useFocusOnChange } from '@/lib/focus';

const NEW_CAMPAIGN_PATH = '/campaigns/new';

function Stepper({ current, onSelect }: { current: CampaignStep; onSelect: (step: CampaignStep) => void }) {
  const currentIndex = CAMPAIGN_STEPS.indexOf(current);
  return (
    <nav aria-label="Pasos de la campaña">
      <ol className="grid gap-2 sm:grid-cols-3">
        {CAMPAIGN_STEPS.map((step, index) => {
          const isCurrent = step === current;
          const done = index < currentIndex;
          return (
            <li key={step}>
              <button
                type="button"
                // Only back: going forward validates the step first.
                disabled={index > currentIndex}
                onClick={() => onSelect(step)}
                aria-current={isCurrent ? 'step' : undefined}
                className={`flex w-full items-center gap-3 rounded-control border px-3 py-2 text-left disabled:cursor-default ${isCurrent ? 'border-accent-600 bg-accent-50' : 'border-line enabled:hover:bg-surface-muted'}`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex size-7 shrink-0 items-center justify-center rounded-pill text-sm font-bold ${done ? 'bg-success text-white' : isCurrent ? 'bg-accent-700 text-on-accent' : 'bg-line text-ink'}`}
                >
                  {done ? '✓' : index + 1}
                </span>
                <span className="font-medium">{CAMPAIGN_STEP_LABELS[step]}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Created({ campaign }: { campaign: Campaign }) {
  // «Crear campaña» is gone with the form: focus lands on what took its place.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (headingRef.current) focusElement(headingRef.current);
  }, []);
  return (
    <section aria-labelledby="campaign-created" className="rounded-card border border-line bg-surface p-6">
      <h2 ref={headingRef} tabIndex={-1} id="campaign-created" className="text-2xl font-semibold">
        ¡Campaña enviada!
      </h2>
      <p className="mt-2 text-lg">
        «{campaign.what.name}» de {campaign.what.brand}: {SUBSTATUS_TEXTS[campaign.substatus].label.toLowerCase()}.
      </p>
      <p className="mt-2 max-w-2xl text-ink-muted">
        {campaign.awaitingEmailConfirmation ? HELD_TEXT : SUBSTATUS_TEXTS[campaign.substatus].advertiser}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/dashboard" className={buttonClass('primary')}>
          Ir a mis campañas
        </Link>
        <Link to={NEW_CAMPAIGN_PATH} reloadDocument className={buttonClass('secondary')}>
          Crear otra campaña
        </Link>
      </div>
    </section>
  );
}

/**
 * SPEC §2 `/campaigns/new`: the brief in three steps. A visitor can fill it all in; only sending it
 * asks them to log in or sign up, and the draft (localStorage) waits for them.
 */
export function NewCampaignPage({ signedIn, isAgency = false }: { signedIn: boolean; isAgency?: boolean }) {
  const [draft, setDraft] = useState<CampaignDraft>(loadDraft);
  const [created, setCreated] = useState<Campaign | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync } = useCreateCampaign();
  const navigate = useNavigate();
  // One send at a time: a double click, or the effect below running twice, makes one campaign (the
  // Idempotency-Key makes sure of it on the server too).
  const inFlight = useRef(false);
  const finished = useRef(false);
  const draftRef = useRef(draft);
  // «Siguiente» and «Anterior» replace the form that had focus: it moves to the new step's heading.
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(stepHeadingRef, draft.step);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  const update = useCallback((change: (previous: CampaignDraft) => CampaignDraft) => {
    setDraft((previous) => {
      const next = change(previous);
      saveDraft(next);
      return next;
    });
  }, []);
  const goTo = (step: CampaignStep) => {
    update((previous) => ({ ...previous, step }));
    window.scrollTo({ top: 0 });
  };
  const onWhat = useCallback((what: CampaignDraft['what']) => update((previous) => ({ ...previous, what })), [update]);
  const onWhom = useCallback((whom: CampaignDraft['whom']) => update((previous) => ({ ...previous, whom })), [update]);
  const onHow = useCallback((how: CampaignDraft['how']) => update((previous) => ({ ...previous, how })), [update]);

  /**
   * Uploads the files kept in the browser, then creates the campaign. After «Entrar y crear campaña»
   * (`afterLogin`) it lands on the dashboard with the confirmation; a failure leaves the draft and its
   * files as they were, back on the wizard with the reason (docs/decisions/0019).
   */
  const send = useCallback(
    async (afterLogin: boolean) => {
      if (inFlight.current || finished.current) return;
      inFlight.current = true;
      setFailure(null);
      const keep = (next: CampaignDraft) => {
        saveDraft(next);
        draftRef.current = next;
        setDraft(next);
      };
      try {
        const ready = await uploadKeptFiles(draftRef.current, keep);
        // Each step checked its values with the same schema the API route uses; the API checks them again.
        const input = toCreateInput(ready) as CreateCampaignInput;
        const campaign = await mutateAsync({ input, key: ready.key });
        finished.current = true;
        clearDraft();
        await forgetAllDraftFiles();
        if (afterLogin) {
          await navigate('/dashboard', { state: createdNoticeState(campaign, ready) });
          return;
        }
        setCreated(campaign);
        toast.success('Campaña creada');
      } catch (error) {
        const message = error instanceof DraftFileError ? error.message : userMessageOf(error);
        keep({ ...draftRef.current, submitRequestedAt: null, step: 'how' });
        setFailure(message);
        toast.error(message);
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync, navigate],
  );

  async function submit() {
    if (!signedIn) {
      // Once the login (or the sign-up's e-mailed link) succeeds, the wizard creates the campaign.
      update((previous) => ({ ...previous, submitRequestedAt: Date.now() }));
      openModal('login', { redirectTo: NEW_CAMPAIGN_PATH });
      return;
    }
    await send(false);
  }

  const pendingAfterLogin = signedIn && submitIsPending(draft);
  useEffect(() => {
    if (pendingAfterLogin) void send(true);
  }, [pendingAfterLogin, send]);

  return (
    <>
      <PageTitleBar title="Crear campaña" />
      <div className="mx-auto w-full max-w-3xl space-y-8 px-4 py-8 sm:px-6">
        {created ? (
          <Created campaign={created} />
        ) : pendingAfterLogin ? (
          <p role="status" className="rounded-card border border-line bg-surface p-6 text-lg">
            Creando tu campaña…
          </p>
        ) : (
          <>
            {failure ? (
              <div role="alert" className="rounded-control border border-danger bg-surface px-4 py-3">
                <p className="font-semibold">No hemos podido crear tu campaña.</p>
                <p className="mt-1">{failure}</p>
              </div>
            ) : null}
            <Stepper current={draft.step} onSelect={goTo} />
            <section aria-labelledby="campaign-step" className="rounded-card border border-line bg-surface p-6">
              <h2 ref={stepHeadingRef} tabIndex={-1} id="campaign-step" className="mb-5 text-xl font-semibold">
                {CAMPAIGN_STEP_LABELS[draft.step]}
              </h2>
              {draft.step === 'what' ? (
                <WhatStep
                  values={draft.what}
                  onChange={onWhat}
                  onNext={() => goTo('whom')}
                  signedIn={signedIn}
                  isAgency={isAgency}
                />
              ) : draft.step === 'whom' ? (
                <WhomStep
                  values={draft.whom}
                  onChange={onWhom}
                  onNext={() => goTo('how')}
                  onBack={() => goTo('what')}
                  signedIn={signedIn}
                />
              ) : (
                <>
                  {signedIn ? null : (
                    <p className="mb-5 rounded-control bg-surface-muted px-4 py-3 text-sm">
                      Para enviar la campaña te pediremos que entres o crees tu cuenta. Lo que has escrito se queda
                      aquí.
                    </p>
                  )}
                  <HowStep
                    values={draft.how}
                    onChange={onHow}
                    onNext={submit}
                    onBack={() => goTo('whom')}
                    signedIn={signedIn}
                    submitLabel={signedIn ? 'Crear campaña' : 'Entrar y crear campaña'}
                  />
                </>
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}
