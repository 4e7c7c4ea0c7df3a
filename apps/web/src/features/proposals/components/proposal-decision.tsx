import { useEffect, useRef, useState } from 'react';
import {
  AGENCY_TEAM_MESSAGES,
  BILLING_PROFILE_MESSAGES,
  can,
  checkCommand,
  eurosToCents,
  inGroup,
  PICKABLE_STATUSES,
  profileCompleteness,
  stageOf,
  withVat,
  type Campaign,
  type CampaignProposal,
  type ProposalPodcast,
} from '@patrocina/domain';
import { BillingProfileForm } from '@/components/billing-profile-form';
import { buttonClass } from '@/components/button';
import { hasChat } from '@/components/chat/chat-mail-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ModalDialog } from '@/components/form';
import { ApiError } from '@/lib/api-client';
import { useBillingProfile } from '@/lib/billing-profile';
import { useMe } from '@/lib/me';
import { formatCount, formatEurosWithCents } from '@/lib/format';
import { toast } from '@/lib/toast';
import { userMessageOf } from '@/lib/user-message';
import { focusElement } from '@/lib/focus';
import { usePurchaseCampaign } from '../api/purchase-campaign';
import { PaymentOrder } from './payment-order';
import { ProposalPodcastRow } from './proposal-podcast-row';
import { ProposalTotalBar, TaxLines } from './proposal-total-bar';
import { SuggestionsSummary } from './suggestions-summary';

const pickable = (podcast: ProposalPodcast) => PICKABLE_STATUSES.includes(podcast.status);

/** The API's refusal of a purchase whose buyer has no complete datos de facturación. */
const isBillingProfileRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === BILLING_PROFILE_MESSAGES.needed;

/**
 * The advertiser's decision on a published proposal (issue 18): every podcast with its answer in their
 * words, the selection, the sticky total with IVA and «Confirmar propuesta» behind a confirmation. The
 * podcasts that accept at the price proposed start chosen; one that asks more waits for the advertiser
 * to tick it. A refused purchase keeps the selection; a second click while one is on its way does nothing.
 */
export function ProposalDecision({
  campaign,
  proposal,
  onSuggest,
  onChanged,
  onChat,
}: {
  campaign: Campaign;
  proposal: CampaignProposal;
  onSuggest?: (() => void) | undefined;
  onChanged?: (() => void) | undefined;
  onChat: (podcast: ProposalPodcast) => void;
}) {
  const chats = hasChat(campaign);
  // Only the owner buys (an agency's «Puede ver» colleague does not), and not while the campaign is paused.
  const canPick = campaign.role === 'owner' && campaign.canChange && checkCommand('purchase', campaign) === null;
  const accepted = proposal.podcasts.filter(pickable);
  const [picked, setPicked] = useState<ReadonlySet<string>>(
    () =>
      new Set(accepted.filter((podcast) => podcast.cost <= podcast.proposedCost).map((podcast) => podcast.podcastId)),
  );
  const [confirming, setConfirming] = useState(false);
  // The datos de facturación are asked for before the confirmation when missing; the picks stay. The
  // form edits the user's own: the purchase needs them only for a campaign without a brand (a brand is
  // invoiced to its own data, decision 0033) bought by whoever owns it, not by a colleague of the agency,
  // who is told by the API to ask the agency's owner (and is not asked for theirs while the role loads).
  const [askingBilling, setAskingBilling] = useState(false);
  const me = useMe();
  const asksOwnBilling =
    campaign.what.brandId === null && !me.isPending && (me.data?.agencyRole ?? 'owner') === 'owner';
  const billing = useBillingProfile({ enabled: canPick && asksOwnBilling });
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);
  const purchase = usePurchaseCampaign(onChanged);
  // «Sí, confirmar» takes the selection and its bar away: focus goes to the payment order that replaces them.
  const bought = useRef(false);
  const orderHeadingRef = useRef<HTMLHeadingElement>(null);
  const hired = inGroup('hired', campaign.substatus);
  useEffect(() => {
    if (!bought.current || !hired || !orderHeadingRef.current) return;
    bought.current = false;
    focusElement(orderHeadingRef.current);
  }, [hired]);
  const chosen = proposal.podcasts.filter((podcast) => picked.has(podcast.podcastId));
  const baseCents = chosen.reduce((sum, podcast) => sum + eurosToCents(podcast.cost), 0);

  function toggle(id: string) {
    setError(null);
    setPicked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function confirm() {
    if (sending.current) return;
    sending.current = true;
    // Set before the call: the campaign may come back hired while the call is still resolving.
    bought.current = true;
    try {
      await purchase.mutateAsync({ id: campaign.id, podcastIds: [...picked] });
      toast.success('¡Propuesta confirmada! Te hemos enviado la orden de pago por correo.');
    } catch (failure) {
      bought.current = false;
      if (asksOwnBilling && isBillingProfileRefusal(failure)) {
        void billing.refetch();
        setAskingBilling(true);
        return;
      }
      const message = userMessageOf(failure);
      setError(message);
      toast.error(message);
    } finally {
      sending.current = false;
      setConfirming(false);
    }
  }

  const intro = canPick
    ? 'Elige los podcasts que quieres entre los que han aceptado y confirma: te enviaremos la orden de pago.'
    : !campaign.canChange && can('purchase', campaign.substatus)
      ? AGENCY_TEAM_MESSAGES.viewerReadsOnly
      : stageOf(campaign.substatus) === 'PROPOSED' && !can('purchase', campaign.substatus)
        ? 'Los podcasters aún están respondiendo. Podrás elegir cuando respondan.'
        : inGroup('hired', campaign.substatus)
          ? 'Estos son los podcasts que elegiste.'
          : 'Así quedó la propuesta.';
  const shown = inGroup('hired', campaign.substatus)
    ? proposal.podcasts.filter((podcast) => podcast.picked)
    : proposal.podcasts;
  const taxed = withVat(baseCents);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-ink-muted">{intro}</p>
        {canPick && onSuggest ? (
          <button type="button" className={`${buttonClass('secondary', 'sm')} shrink-0`} onClick={onSuggest}>
            Sugerir un cambio
          </button>
        ) : null}
      </div>
      {hired ? <PaymentOrder campaign={campaign} headingRef={orderHeadingRef} /> : null}
      <ul aria-label="Podcasts de la propuesta" className="space-y-3">
        {shown.map((podcast) => (
          <ProposalPodcastRow
            key={podcast.podcastId}
            podcast={podcast}
            selectable={canPick && pickable(podcast)}
            checked={canPick && picked.has(podcast.podcastId)}
            onToggle={() => toggle(podcast.podcastId)}
            onChat={chats ? () => onChat(podcast) : undefined}
          />
        ))}
      </ul>
      <SuggestionsSummary campaignId={campaign.id} />
      {proposal.preroll ? (
        <p className="text-sm text-ink-muted">
          Pre-roll: {proposal.preroll.title} ({formatCount(proposal.preroll.quantity)})
        </p>
      ) : null}
      {canPick ? (
        <ProposalTotalBar
          pickedCount={picked.size}
          baseCents={baseCents}
          acceptedCount={accepted.length}
          allAcceptedPicked={accepted.every((podcast) => picked.has(podcast.podcastId))}
          busy={purchase.isPending}
          error={error}
          onSelectAccepted={() => {
            setError(null);
            setPicked(new Set(accepted.map((podcast) => podcast.podcastId)));
          }}
          onConfirm={() => {
            // Unknown yet (still loading, or failed to load): the API has the last word, and its
            // refusal opens the same form.
            const missing =
              asksOwnBilling && billing.data ? profileCompleteness(billing.data.profile, 'advertiser') : [];
            if (missing.length > 0) setAskingBilling(true);
            else setConfirming(true);
          }}
        />
      ) : inGroup('hired', campaign.substatus) ? null : (
        <section aria-label="Total de la propuesta" className="rounded-card border border-line bg-surface p-4">
          <p className="mb-2 text-sm font-semibold">Total de la propuesta completa</p>
          <TaxLines baseCents={eurosToCents(proposal.total)} emphasis={false} />
        </section>
      )}
      {askingBilling ? (
        <ModalDialog title="Tus datos de facturación" onClose={() => setAskingBilling(false)}>
          <p className="mb-4 text-sm text-ink-muted">
            Antes de confirmar, dinos a quién hacemos la factura. Los guardamos en Mi cuenta para las próximas compras.
          </p>
          <BillingProfileForm
            // Filled in again once the stored profile arrives, if it was still on its way.
            key={billing.data ? 'stored' : 'none'}
            answer={billing.data ?? { profile: null, role: 'advertiser', missing: [] }}
            withPodcasterFields={false}
            label="Datos de facturación"
            submitLabel="Guardar y continuar"
            onSaved={() => {
              setAskingBilling(false);
              setConfirming(true);
            }}
          />
        </ModalDialog>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="¿Confirmar la propuesta?"
          confirmLabel={purchase.isPending ? 'Confirmando…' : 'Sí, confirmar'}
          tone="primary"
          busy={purchase.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            Contratas {picked.size} {picked.size === 1 ? 'podcast' : 'podcasts'} por{' '}
            <strong className="text-ink">{formatEurosWithCents(taxed.totalCents)}</strong> con IVA (
            {formatEurosWithCents(taxed.baseCents)} más {formatEurosWithCents(taxed.vatCents)} de IVA). Te enviaremos la
            orden de pago por correo.
          </p>
          <p className="mt-2">
            Los que no elijas quedarán fuera de la campaña. Después ya no podrás cambiar la elección.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
