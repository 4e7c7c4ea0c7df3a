import { useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import {
  can,
  inGroup,
  INVOICE_DOCUMENT_LABELS,
  SUBSTATUS_TEXTS,
  type BackofficeCampaign,
  type Me,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { CampaignInvoices } from '@/components/campaign-invoices';
import { MailIcon } from '@/components/chat/chat-mail-button';
import { ChatSlideOver, type ChatTarget } from '@/components/chat/chat-slide-over';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CreativePackSection } from '@/components/creative-pack';
import { NotFoundPage } from '@/components/not-found-page';
import { PageSkeleton } from '@/components/page-skeleton';
import { PageTitleBar } from '@/components/page-title-bar';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatWholeEuros } from '@/lib/format';
import { runAndTell } from '@/lib/user-message';
import { useBackofficeUsers } from '@/lib/backoffice-users';
import { useAssignAgent, useBackofficeCampaign, useResume } from '../api/backoffice-campaigns';
import { AdvertiserSuggestions } from '../components/advertiser-suggestions';

type Pending = 'paid' | 'resume' | 'finish' | 'cancel' | null;

/**
 * What the team does to one campaign that other features own: the proposal's draft and the payment
 * (features/proposals), closing a campaign in progress (features/actions). The route passes them in,
 * because a feature never imports another.
 */
export interface BackofficeCampaignViews {
  DraftEditor: ComponentType<{ data: BackofficeCampaign; editable: boolean }>;
  MarkPaidDialog: ComponentType<{ campaignId: string; onClose: () => void }>;
  FinishCampaignDialog: ComponentType<{ campaignId: string; campaignName: string; onClose: () => void }>;
  CancelPurchaseDialog: ComponentType<{ campaignId: string; campaignName: string; onClose: () => void }>;
  /** The paid campaign's under-delivered actions and their remedies (docs/decisions/0025). */
  UnderDeliverySection: ComponentType<{ campaignId: string }>;
  /** The clips of the aired actions and the spot's detection (features/actions). */
  AiringProofPanel: ComponentType<{ campaignId: string }>;
}

/**
 * One thread per podcast of the published proposal, once an agent runs the campaign (SPEC §2). Its
 * agent writes there; an admin reads every one, to support a dispute (the API keeps it read-only).
 */
function Conversations({ data }: { data: BackofficeCampaign }) {
  const { campaign } = data;
  const [open, setOpen] = useState<ChatTarget | null>(null);
  const podcasts = campaign.proposal?.podcasts ?? [];
  if (!data.agent || !data.publishedAt || !inGroup('published', campaign.substatus) || podcasts.length === 0)
    return null;
  return (
    <section aria-labelledby="conversations" className="rounded-card border border-line bg-surface p-4">
      <h2 id="conversations" className="text-lg font-semibold">
        Conversaciones
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {podcasts.map((podcast) => (
          <li key={podcast.podcastId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 break-words">{podcast.title}</span>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              aria-label={`Ver la conversación con ${podcast.title}`}
              onClick={() =>
                setOpen({
                  campaignId: campaign.id,
                  podcastId: podcast.podcastId,
                  brand: campaign.what.brand,
                  campaignName: campaign.what.name,
                })
              }
            >
              <MailIcon className="size-4" />
              Ver la conversación
            </button>
          </li>
        ))}
      </ul>
      {open ? <ChatSlideOver target={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

/** The admin gives the campaign to one of the agents (the API checks the person is one). */
function AgentPicker({
  current,
  onPick,
  busy,
}: {
  current: string | null;
  onPick: (agentId: string | null) => void;
  busy: boolean;
}) {
  const users = useBackofficeUsers('', 'agent');
  const agents = users.data ?? [];
  return (
    <label className="flex items-center gap-2 text-sm font-semibold">
      Gestor
      <select
        value={current ?? ''}
        disabled={busy || users.isPending}
        onChange={(event) => onPick(event.target.value || null)}
        className="rounded-control border border-line-strong bg-surface px-2 py-1.5 font-normal"
      >
        <option value="">Sin gestor</option>
        {agents.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {agent.username}
          </option>
        ))}
      </select>
    </label>
  );
}

function TeamActions({ data, me, views }: { data: BackofficeCampaign; me: Me; views: BackofficeCampaignViews }) {
  const { MarkPaidDialog, FinishCampaignDialog, CancelPurchaseDialog } = views;
  const { campaign } = data;
  const resume = useResume(campaign.id);
  const assign = useAssignAgent(campaign.id);
  const [pending, setPending] = useState<Pending>(null);

  async function run(action: () => Promise<unknown>, success: string) {
    await runAndTell(() => action(), success);
    setPending(null);
  }

  return (
    <section aria-labelledby="team-actions" className="space-y-3 rounded-card border border-line bg-surface p-4">
      <h2 id="team-actions" className="text-lg font-semibold">
        Gestión
      </h2>
      <p className="text-sm text-ink-muted">
        Anunciante: {data.owner.username} ({data.owner.email}) · Gestor:{' '}
        {data.agent ? `${data.agent.username} (${data.agent.email})` : 'nadie'}
      </p>
      <div className="flex flex-wrap gap-2">
        {data.agent === null && me.scope === 'agent' ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => void run(() => assign.mutateAsync(me.id), 'Ahora gestionas esta campaña')}
          >
            Gestionarla yo
          </button>
        ) : null}
        {me.scope === 'admin' ? (
          <AgentPicker
            current={data.agent?.id ?? null}
            busy={assign.isPending}
            onPick={(agentId) =>
              void run(() => assign.mutateAsync(agentId), agentId ? 'Gestor asignado' : 'La campaña queda sin gestor')
            }
          />
        ) : null}
        {can('confirmPayment', campaign.substatus) && me.scope === 'admin' ? (
          <button type="button" className={buttonClass('primary', 'sm')} onClick={() => setPending('paid')}>
            Marcar como pagada
          </button>
        ) : null}
        {can('closeCampaign', campaign.substatus) && me.scope === 'admin' ? (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setPending('finish')}>
            Cerrar la campaña
          </button>
        ) : null}
        {can('cancelPurchase', campaign.substatus) && me.scope === 'admin' ? (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setPending('cancel')}>
            {INVOICE_DOCUMENT_LABELS.cancelPurchase}
          </button>
        ) : null}
        {campaign.paused ? (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setPending('resume')}>
            {campaign.unpauseRequestedAt ? 'Reanudar (lo ha pedido)' : 'Reanudar'}
          </button>
        ) : null}
      </div>
      {campaign.paused ? <p className="text-sm">Pausada: «{campaign.pauseReason}»</p> : null}
      {pending === 'paid' ? <MarkPaidDialog campaignId={campaign.id} onClose={() => setPending(null)} /> : null}
      {pending === 'resume' ? (
        <ConfirmDialog
          title="¿Reanudar la campaña?"
          confirmLabel="Reanudar"
          tone="primary"
          busy={resume.isPending}
          onConfirm={() =>
            void run(() => resume.mutateAsync(undefined), 'Campaña reanudada: se lo hemos dicho por correo')
          }
          onCancel={() => setPending(null)}
        >
          La campaña vuelve a avanzar y el anunciante recibe un correo que se lo confirma.
        </ConfirmDialog>
      ) : null}
      {pending === 'finish' ? (
        <FinishCampaignDialog
          campaignId={campaign.id}
          campaignName={campaign.what.name}
          onClose={() => setPending(null)}
        />
      ) : null}
      {pending === 'cancel' ? (
        <CancelPurchaseDialog
          campaignId={campaign.id}
          campaignName={campaign.what.name}
          onClose={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}

/** `/backoffice/campaigns/{id}`: one campaign as the team works on it. */
export function BackofficeCampaignPage({ me, views }: { me: Me; views: BackofficeCampaignViews }) {
  const { DraftEditor, UnderDeliverySection, AiringProofPanel } = views;
  const { id = '' } = useParams();
  const query = useBackofficeCampaign(id);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
      return <NotFoundPage />;
    if (query.error instanceof ApiError && query.error.status === 403) {
      return (
        <>
          <PageTitleBar title="Back office" back="/backoffice" />
          <p className="mx-auto w-full max-w-5xl px-4 py-10 text-ink-muted sm:px-6">{query.error.message}</p>
        </>
      );
    }
    throw query.error;
  }
  const data = query.data;
  const { campaign } = data;
  return (
    <>
      <PageTitleBar title={`${campaign.what.brand}: ${campaign.what.name}`} back="/backoffice" />
      <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
        <section aria-labelledby="brief" className="rounded-card border border-line bg-surface p-4">
          <h2 id="brief" className="text-lg font-semibold">
            {SUBSTATUS_TEXTS[campaign.substatus].others}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Presupuesto {formatWholeEuros(campaign.how.budget)} · creada el {formatDate(campaign.createdAt)}
            {data.publishedAt ? ` · publicada el ${formatDate(data.publishedAt)}` : ''}
          </p>
          <p className="mt-2 text-sm">
            <Link to={`/proposal/${campaign.slug}`} className="text-accent-700 underline">
              Vista pública de la propuesta
            </Link>
            {/* Once paid, the campaign has a report: dates, episodes, listens and clicks. */}
            {inGroup('paid', campaign.substatus) ? (
              <>
                {' · '}
                <Link to={`/campaigns/${campaign.id}/report`} className="text-accent-700 underline">
                  Informe de la campaña
                </Link>
              </>
            ) : null}
          </p>
        </section>
        <div className="rounded-card border border-line bg-surface p-4">
          <CreativePackSection source={{ campaignId: campaign.id }} headingLevel={2} />
        </div>
        <TeamActions data={data} me={me} views={views} />
        {inGroup('paid', campaign.substatus) ? <UnderDeliverySection campaignId={campaign.id} /> : null}
        {inGroup('paid', campaign.substatus) ? <AiringProofPanel campaignId={campaign.id} /> : null}
        {inGroup('hired', campaign.substatus) ? (
          <CampaignInvoices campaignId={campaign.id} className="rounded-card border border-line bg-surface p-4" />
        ) : null}
        <Conversations data={data} />
        <AdvertiserSuggestions campaignId={campaign.id} />
        {/* Until the advertiser has chosen; after the purchase the proposal is theirs. */}
        <DraftEditor key={JSON.stringify(data.draft)} data={data} editable={can('editDraft', campaign.substatus)} />
      </div>
    </>
  );
}
