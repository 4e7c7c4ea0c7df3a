import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import {
  PAYMENT_DELAY_NOTE,
  type CampaignAction,
  type Earnings,
  type HiredCampaign,
  type MilestoneReport,
} from '@patrocina/domain';
import { buttonClass } from '@/components/button';
import { ChatSlideOver, type ChatTarget } from '@/components/chat/chat-slide-over';
import { EmptyState } from '@/components/empty-state';
import { PageTitleBar } from '@/components/page-title-bar';
import { formatWholeEuros } from '@/lib/format';
import { useHiredCampaigns } from '../api/get-hired-campaigns';
import { HiredCampaignCard } from '../components/hired-campaign-card';
import type { HiredCardHandlers } from '../components/use-hired-action';
import { PlanDatesDialog } from '../components/plan-dates-dialog';
import { RecordActionDialog } from '../components/record-action-dialog';
import { ReportListensDialog } from '../components/report-listens-dialog';
import { Fact } from '@/components/facts';
import { LoadFailed } from '@/components/load-failed';

type Dialog =
  | { kind: 'plan'; campaign: HiredCampaign }
  | { kind: 'record'; campaign: HiredCampaign; action: CampaignAction }
  | { kind: 'listens'; campaign: HiredCampaign; action: CampaignAction; report: MilestoneReport }
  | null;

function Figure({ label, euros, strong = false }: { label: string; euros: number; strong?: boolean }) {
  return (
    <Fact
      label={label}
      valueClassName={`font-bold tracking-tight tabular-nums ${strong ? 'text-3xl text-accent-800' : 'text-2xl'}`}
    >
      {formatWholeEuros(euros)}
    </Fact>
  );
}

/** Money first (DESIGN.md): what the podcaster will earn, what is already earned, and the platform's share. */
function EarningsSummary({ earnings }: { earnings: Earnings }) {
  return (
    <section aria-labelledby="hired-earnings" className="rounded-card border border-line bg-surface p-5">
      <h2 id="hired-earnings" className="text-lg font-semibold">
        Tus ganancias
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <Figure label="Estimadas" euros={earnings.estimated} strong />
        <Figure label="Confirmadas" euros={earnings.confirmed} />
        <Figure label="Comisión de la plataforma (10 %)" euros={earnings.commission} />
      </dl>
      <p className="mt-3 text-sm text-ink-muted">
        Las ganancias ya descuentan la comisión; las confirmadas son las de las acciones ya emitidas y registradas.{' '}
        {PAYMENT_DELAY_NOTE} Impuestos no incluidos.
      </p>
    </section>
  );
}

/** The shape of the page while it loads: the summary and two cards. */
function HiredSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Cargando tus campañas contratadas" className="space-y-4">
      <div className="rounded-card border border-line bg-surface p-5">
        <div className="h-5 w-40 animate-pulse rounded-control bg-line" />
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-12 animate-pulse rounded-control bg-line" />
          ))}
        </div>
      </div>
      {[0, 1].map((key) => (
        <div key={key} className="rounded-card border border-line bg-surface p-5">
          <div className="flex items-center gap-3">
            <div className="size-12 animate-pulse rounded-control bg-line" />
            <div className="flex-1 space-y-2">
              <div className="h-4 w-24 animate-pulse rounded-control bg-line" />
              <div className="h-5 w-2/3 animate-pulse rounded-control bg-line" />
            </div>
          </div>
          <div className="mt-4 h-4 w-5/6 animate-pulse rounded-control bg-line" />
          <div className="mt-4 h-20 animate-pulse rounded-control bg-line" />
        </div>
      ))}
    </div>
  );
}

/**
 * SPEC §2 `/campaigns/hired`: the podcaster's (or representative's) hired campaigns, one card per
 * campaign and podcast, with what each needs now and the forms to do it.
 */
export function HiredCampaignsPage({
  onChanged,
  PaymentStatus,
}: {
  onChanged?: () => void;
  /** Where one hired podcast's money stands, from the earnings feature (the route passes it in). */
  PaymentStatus?: ComponentType<{ campaignId: string; podcastId: string }>;
}) {
  const list = useHiredCampaigns();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [chat, setChat] = useState<ChatTarget | null>(null);
  const close = () => setDialog(null);
  const handlers: HiredCardHandlers = {
    onPlan: (campaign) => setDialog({ kind: 'plan', campaign }),
    onRecord: (campaign, action) => setDialog({ kind: 'record', campaign, action }),
    onReport: (campaign, action, report) => setDialog({ kind: 'listens', campaign, action, report }),
    onChat: (campaign) =>
      setChat({
        campaignId: campaign.campaignId,
        podcastId: campaign.podcast.id,
        brand: campaign.brand,
        campaignName: campaign.name,
      }),
  };

  return (
    <>
      <PageTitleBar title="Campañas contratadas" />
      <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
        {list.isPending ? (
          <HiredSkeleton />
        ) : list.isError ? (
          <LoadFailed title="No hemos podido cargar tus campañas contratadas." onRetry={() => void list.refetch()}>
            Comprueba tu conexión y vuelve a intentarlo.
          </LoadFailed>
        ) : list.data.campaigns.length === 0 ? (
          <EmptyState
            title="Aún no tienes campañas contratadas"
            action={
              <Link to="/dashboard" className={buttonClass('primary')}>
                Ir al dashboard
              </Link>
            }
          >
            Cuando un anunciante confirme una propuesta que hayas aceptado, la verás aquí para planificar sus fechas.
            Mientras, responde a las propuestas que tengas pendientes en el dashboard.
          </EmptyState>
        ) : (
          <>
            <EarningsSummary earnings={list.data.earnings} />
            <section aria-labelledby="hired-list" className="space-y-4">
              <h2 id="hired-list" className="sr-only">
                Campañas
              </h2>
              {list.data.campaigns.map((campaign) => (
                <HiredCampaignCard
                  key={`${campaign.campaignId}-${campaign.podcast.id}`}
                  campaign={campaign}
                  today={list.data.today}
                  handlers={handlers}
                  paymentStatus={
                    PaymentStatus ? (
                      <PaymentStatus campaignId={campaign.campaignId} podcastId={campaign.podcast.id} />
                    ) : null
                  }
                />
              ))}
            </section>
          </>
        )}
      </div>

      {dialog?.kind === 'plan' && dialog.campaign.range && list.data ? (
        <PlanDatesDialog
          campaign={dialog.campaign}
          today={list.data.today}
          range={dialog.campaign.range}
          onClose={close}
          onChanged={onChanged}
        />
      ) : null}
      {dialog?.kind === 'record' ? (
        <RecordActionDialog campaign={dialog.campaign} action={dialog.action} onClose={close} onChanged={onChanged} />
      ) : null}
      {dialog?.kind === 'listens' ? (
        <ReportListensDialog
          campaign={dialog.campaign}
          action={dialog.action}
          report={dialog.report}
          onClose={close}
          onChanged={onChanged}
        />
      ) : null}
      {chat ? <ChatSlideOver target={chat} onClose={() => setChat(null)} /> : null}
    </>
  );
}
