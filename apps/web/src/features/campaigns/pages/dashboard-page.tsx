import { useId, useMemo, useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ALL_BRANDS,
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  type CampaignSummary,
  type PodcasterCampaign,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ChatSlideOver, type ChatTarget } from '@/components/chat/chat-slide-over';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageTitleBar } from '@/components/page-title-bar';
import { useDeleteCampaign, useMyCampaigns, usePauseCampaign, usePodcasterCampaigns } from '../api/campaigns';
import { CampaignCard, type CampaignCardAction } from '../components/campaign-card';
import { CampaignDetailsDialog } from '../components/campaign-details-dialog';
import { CreatedNotice } from '../components/created-notice';
import { PauseDialog } from '../components/pause-dialog';
import { PodcasterCampaignCard } from '../components/podcaster-campaign-card';
import { PodcasterDetailsDialog } from '../components/podcaster-details-dialog';
import { StatusTabs } from '../components/status-tabs';
import { SuggestionDialog } from '../components/suggestion-dialog';
import { runAndTell } from '@/lib/user-message';
import { TAB_SLUGS } from '@/lib/campaign-labels';
import { LoadFailed } from '@/components/load-failed';
import { useAgencyBrands } from '@/lib/agency-brands';
import { compareInSpanish } from '@/lib/spanish-order';

const EMPTY_TAB: Record<CampaignStatus, { title: string; text: string }> = {
  CONFIGURING: {
    title: 'No tienes campañas en preparación',
    text: 'Cuéntanos qué quieres anunciar y te proponemos los podcasts que mejor encajan.',
  },
  IN_PROGRESS: {
    title: 'Ninguna campaña en curso',
    text: 'Cuando confirmes una propuesta y los podcasters planifiquen sus fechas, la verás aquí.',
  },
  FINISHED: {
    title: 'Aún no ha terminado ninguna campaña',
    text: 'Aquí quedarán tus campañas terminadas, con las escuchas de cada acción.',
  },
};

/** The same, for someone who only receives proposals for their podcasts. */
const EMPTY_TAB_PODCASTER: Record<CampaignStatus, { title: string; text: string }> = {
  CONFIGURING: {
    title: 'Ninguna propuesta por responder',
    text: 'Cuando un anunciante quiera contar con tu podcast, te avisaremos por correo y la verás aquí.',
  },
  IN_PROGRESS: {
    title: 'Ninguna campaña en curso',
    text: 'Cuando un anunciante te elija y planifiques las fechas de tus acciones, la verás aquí.',
  },
  FINISHED: {
    title: 'Aún no ha terminado ninguna campaña',
    text: 'Aquí quedarán tus campañas terminadas y las propuestas ya cerradas.',
  },
};

function statusOfTab(slug: string | null): CampaignStatus {
  return CAMPAIGN_STATUSES.find((status) => TAB_SLUGS[status] === slug) ?? 'CONFIGURING';
}

type Dialog = { action: CampaignCardAction; campaign: CampaignSummary } | null;

/**
 * What the «Marca» filter offers: an agency with brands picks one of them by id (`?marca=<id>`, issue
 * 23); anyone else the brand names their campaigns carry.
 */
function useBrandOptions(isAgency: boolean, campaigns: readonly CampaignSummary[]) {
  const agencyBrands = useAgencyBrands({ enabled: isAgency }).data?.brands ?? [];
  const names = useMemo(
    () => [...new Set(campaigns.map((campaign) => campaign.brand))].sort(compareInSpanish),
    [campaigns],
  );
  if (isAgency && agencyBrands.length > 0) {
    return { byId: true, options: agencyBrands.map((brand) => ({ value: brand.id, label: brand.name })) };
  }
  return { byId: false, options: names.map((name) => ({ value: name, label: name })) };
}

/**
 * The proposal's screen that the dashboard opens: the podcaster's answer (the advertiser's proposal is a
 * page of its own, `/campaigns/{id}/proposal`). It belongs to features/proposals; the route passes it
 * in, because a feature never imports another.
 */
export interface DashboardProposalViews {
  AnswerDialog: ComponentType<{ row: PodcasterCampaign; onClose: () => void; onChanged?: (() => void) | undefined }>;
}

interface DashboardPageProps {
  /** Agencies brief for several brands and get the brand filter. */
  isAgency: boolean;
  /**
   * False for an agency's colleague with «Puede ver» (issue 23): the API refuses them a new campaign,
   * so the page does not offer one.
   */
  canCreate?: boolean;
  /** Something changed that the rest of the app shows too (the header's pending-actions badge). */
  onChanged?: () => void;
  proposalViews: DashboardProposalViews;
}

/** SPEC §2 `/dashboard`: the user's campaigns by tab, with what each one needs now. */
export function DashboardPage({ isAgency, canCreate = true, onChanged, proposalViews }: DashboardPageProps) {
  const { AnswerDialog } = proposalViews;
  const panelId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = statusOfTab(searchParams.get('tab'));
  const brand = searchParams.get('marca') ?? '';
  const list = useMyCampaigns();
  const proposals = usePodcasterCampaigns();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [podcasterDetails, setPodcasterDetails] = useState<PodcasterCampaign | null>(null);
  const [answering, setAnswering] = useState<PodcasterCampaign | null>(null);
  const [chat, setChat] = useState<ChatTarget | null>(null);
  const remove = useDeleteCampaign(onChanged);
  const resume = usePauseCampaign(onChanged);

  const all = useMemo(() => list.data?.campaigns ?? [], [list.data]);
  const podcasterRows = proposals.data?.campaigns ?? [];
  const brandOptions = useBrandOptions(isAgency, all);
  const ofBrand = brand
    ? all.filter((campaign) => (brandOptions.byId ? campaign.brandId : campaign.brand) === brand)
    : all;
  // A podcaster's rows have no brand of the user's to filter by: the filter is the agency's.
  const podcasterShown = brand ? [] : podcasterRows;
  const counts = Object.fromEntries(
    CAMPAIGN_STATUSES.map((status) => [
      status,
      ofBrand.filter((campaign) => campaign.status === status).length +
        podcasterShown.filter((row) => row.tab === status).length,
    ]),
  ) as Record<CampaignStatus, number>;
  const shown = ofBrand.filter((campaign) => campaign.status === tab);
  const shownProposals = podcasterShown.filter((row) => row.tab === tab);
  // Headings only when the user is on both sides of the marketplace.
  const bothSides = all.length > 0 && podcasterRows.length > 0;
  const emptyTexts = all.length === 0 ? EMPTY_TAB_PODCASTER : EMPTY_TAB;

  function setParam(name: string, value: string | null) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  async function confirmDelete(campaign: CampaignSummary) {
    if (await runAndTell(() => remove.mutateAsync(campaign.id), 'Campaña borrada')) setDialog(null);
  }

  async function confirmResume(campaign: CampaignSummary) {
    const done = await runAndTell(
      () => resume.mutateAsync({ id: campaign.id, input: { paused: false } }),
      'Hemos recibido tu petición. Te avisaremos por correo cuando la campaña esté reanudada.',
    );
    if (done) setDialog(null);
  }

  return (
    <>
      <PageTitleBar title="Dashboard">
        {canCreate ? (
          <Link to="/campaigns/new" className={buttonClass('primary', 'sm')}>
            Crear campaña
          </Link>
        ) : null}
      </PageTitleBar>
      <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
        <CreatedNotice />
        {list.isPending || proposals.isPending ? (
          <p role="status" className="text-ink-muted">
            Cargando tus campañas…
          </p>
        ) : list.isError || proposals.isError ? (
          <LoadFailed
            title="No hemos podido cargar tus campañas."
            onRetry={() => void Promise.all([list.refetch(), proposals.refetch()])}
          />
        ) : all.length === 0 && podcasterRows.length === 0 ? (
          <EmptyState
            title="Aún no tienes campañas"
            action={
              <div className="flex flex-wrap gap-3">
                {canCreate ? (
                  <Link to="/campaigns/new" className={buttonClass('primary')}>
                    Crear mi primera campaña
                  </Link>
                ) : null}
                <Link to="/me/podcasts" className={buttonClass('secondary')}>
                  Ir a mis podcasts
                </Link>
              </div>
            }
          >
            Si anuncias, cuéntanos qué quieres anunciar y te preparamos una propuesta de podcasts. Si tienes un podcast,
            completa su hoja de patrocinio y te llegarán propuestas aquí.
          </EmptyState>
        ) : (
          <>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <StatusTabs
                current={tab}
                counts={counts}
                onSelect={(status) => setParam('tab', status === 'CONFIGURING' ? null : TAB_SLUGS[status])}
                panelId={panelId}
              />
              {brandOptions.byId || brandOptions.options.length > 1 ? (
                <label className="flex items-center gap-2 text-sm font-semibold">
                  Marca
                  <select
                    value={brand}
                    onChange={(event) => setParam('marca', event.target.value || null)}
                    className="rounded-control border border-line-strong bg-surface px-3 py-2 font-normal"
                  >
                    <option value="">{brandOptions.byId ? ALL_BRANDS : 'Todas'}</option>
                    {brandOptions.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
            </div>
            <div id={panelId} role="tabpanel" aria-labelledby={`tab-${tab}`} className="space-y-4">
              {shown.length === 0 && shownProposals.length === 0 ? (
                <EmptyState
                  title={emptyTexts[tab].title}
                  action={
                    canCreate && tab === 'CONFIGURING' && all.length > 0 ? (
                      <Link to="/campaigns/new" className={buttonClass('primary')}>
                        Crear campaña
                      </Link>
                    ) : undefined
                  }
                >
                  {emptyTexts[tab].text}
                </EmptyState>
              ) : null}
              {shown.length > 0 ? (
                <section aria-label={bothSides ? 'Tus campañas' : undefined} className="space-y-4">
                  {bothSides ? <h2 className="text-lg font-semibold">Tus campañas</h2> : null}
                  {shown.map((campaign) => (
                    <CampaignCard
                      key={campaign.id}
                      campaign={campaign}
                      onAction={(action) => setDialog({ action, campaign })}
                    />
                  ))}
                </section>
              ) : null}
              {shownProposals.length > 0 ? (
                <section aria-label="Propuestas para tus podcasts" className="space-y-4">
                  <h2 className="text-lg font-semibold">Propuestas para tus podcasts</h2>
                  {shownProposals.map((row) => (
                    <PodcasterCampaignCard
                      key={`${row.id}-${row.podcast.id}`}
                      row={row}
                      onDetails={setPodcasterDetails}
                      onAnswer={setAnswering}
                      onChat={(chosen) =>
                        setChat({
                          campaignId: chosen.id,
                          podcastId: chosen.podcast.id,
                          brand: chosen.brand,
                          campaignName: chosen.name,
                        })
                      }
                    />
                  ))}
                </section>
              ) : null}
            </div>
          </>
        )}
      </div>

      {chat ? <ChatSlideOver target={chat} onClose={() => setChat(null)} /> : null}
      {answering ? <AnswerDialog row={answering} onClose={() => setAnswering(null)} onChanged={onChanged} /> : null}
      {podcasterDetails ? (
        <PodcasterDetailsDialog row={podcasterDetails} onClose={() => setPodcasterDetails(null)} />
      ) : null}
      {dialog?.action === 'details' ? (
        <CampaignDetailsDialog
          id={dialog.campaign.id}
          title={`${dialog.campaign.brand}: ${dialog.campaign.name}`}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.action === 'pause' ? (
        <PauseDialog campaign={dialog.campaign} onClose={() => setDialog(null)} onChanged={onChanged} />
      ) : null}
      {dialog?.action === 'suggest' ? (
        <SuggestionDialog campaign={dialog.campaign} onClose={() => setDialog(null)} onChanged={onChanged} />
      ) : null}
      {dialog?.action === 'resume' ? (
        <ConfirmDialog
          title="¿Pedir que reanudemos la campaña?"
          confirmLabel="Pedir reanudar"
          tone="primary"
          busy={resume.isPending}
          onConfirm={() => void confirmResume(dialog.campaign)}
          onCancel={() => setDialog(null)}
        >
          El equipo revisará «{dialog.campaign.name}» y la pondrá en marcha de nuevo. Te enviaremos un correo cuando
          esté hecho.
        </ConfirmDialog>
      ) : null}
      {dialog?.action === 'delete' ? (
        <ConfirmDialog
          title="¿Borrar la campaña?"
          confirmLabel="Borrar campaña"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(dialog.campaign)}
          onCancel={() => setDialog(null)}
        >
          «{dialog.campaign.name}» de {dialog.campaign.brand} se borrará con su briefing. No se puede deshacer.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
