import { PageSkeleton } from '@/components/page-skeleton';
import { PageTitleBar } from '@/components/page-title-bar';
import { CancelPurchaseDialog } from '@/features/actions/components/cancel-purchase-dialog';
import { AiringProofPanel } from '@/features/actions/components/report/airing-proofs';
import { FinishCampaignDialog } from '@/features/actions/components/finish-campaign-dialog';
import { UnderDeliverySection } from '@/features/actions/components/under-delivery-section';
import { BackofficePage } from '@/features/admin/pages/backoffice-page';
import { LedgerPage } from '@/features/admin/pages/ledger-page';
import { BankStatementsPage } from '@/features/admin/pages/bank-statements-page';
import { useMe } from '@/features/auth';
import { QueuePanel } from '@/features/campaigns/components/queue-panel';
import {
  BackofficeCampaignPage,
  type BackofficeCampaignViews,
} from '@/features/campaigns/pages/backoffice-campaign-page';
import { DraftEditor } from '@/features/proposals/components/draft-editor';
import { MarkPaidDialog } from '@/features/proposals/components/mark-paid-dialog';
import { DisputesPanel } from '@/features/payouts/components/disputes-panel';
import { PayoutRunsPanel } from '@/features/payouts/components/payout-runs-panel';

function NotTeam({ admins = false }: { admins?: boolean }) {
  return (
    <>
      <PageTitleBar title="Back office" />
      <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
        <p className="text-ink-muted">
          {admins
            ? 'Esta sección es de los administradores de Patrocina: tu cuenta no tiene acceso.'
            : 'Esta sección es del equipo de Patrocina: tu cuenta no tiene acceso.'}
        </p>
      </div>
    </>
  );
}

/** `/backoffice`: agents and admins only; anyone else is told so (the API refuses them anyway). */
export function BackofficeRoute() {
  const me = useMe();
  if (me.isPending || !me.data) return <PageSkeleton />;
  if (me.data.scope !== 'agent' && me.data.scope !== 'admin') return <NotTeam />;
  return (
    <BackofficePage
      me={me.data}
      campaignQueue={<QueuePanel />}
      moneyPanels={
        <>
          <DisputesPanel />
          <PayoutRunsPanel />
        </>
      }
    />
  );
}

/** One campaign in the back office: its page (campaigns) with the proposal's and the actions' tools. */
export const backofficeCampaignViews: BackofficeCampaignViews = {
  DraftEditor,
  MarkPaidDialog,
  FinishCampaignDialog,
  CancelPurchaseDialog,
  UnderDeliverySection,
  AiringProofPanel,
};

/** `/backoffice/campaigns/{id}`: the same gate, then the campaign as the team works on it. */
export function BackofficeCampaignRoute() {
  const me = useMe();
  if (me.isPending || !me.data) return <PageSkeleton />;
  if (me.data.scope !== 'agent' && me.data.scope !== 'admin') return <NotTeam />;
  return <BackofficeCampaignPage me={me.data} views={backofficeCampaignViews} />;
}

/** `/backoffice/ledger`: the books, for admins; the rest of the team is told it is not theirs. */
export function LedgerRoute() {
  const me = useMe();
  if (me.isPending || !me.data) return <PageSkeleton />;
  if (me.data.scope !== 'admin') return <NotTeam admins />;
  return <LedgerPage />;
}

/** `/backoffice/bank-statements`: admins only, as the API's import and credits are. */
export function BankStatementsRoute() {
  const me = useMe();
  if (me.isPending || !me.data) return <PageSkeleton />;
  if (me.data.scope !== 'admin') return <NotTeam admins />;
  return <BankStatementsPage />;
}
