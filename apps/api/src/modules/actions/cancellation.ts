import { and, eq, isNotNull } from 'drizzle-orm';
import {
  can,
  INVOICE_DOCUMENT_MESSAGES,
  invoicePdfPath,
  nextSubstatus,
  type BackofficeCampaign,
} from '@patrocina/domain';
import type { AppContext } from '../../context';
import { campaignActions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { assertAdmin } from '../../lib/team';
import { campaignNamesOf, campaignTitle, formatEurosWithCents, type CampaignNames } from '../../mail/campaign-wording';
import { withOutbox } from '../../mail/outbox';
import { mailContext, renderMail, type MailContext, type RenderedMail } from '../../mail/templates';
import { cancelPurchaseMoney } from '../billing';
import { campaignOwner, loadTeamCampaign, stampFinished, teamAddresses, transitionCampaign } from '../campaigns';
import { podcastContacts } from '../podcasts';
import { finishPickedEntries, toBackofficeCampaign } from '../proposals';

/** To the advertiser (and the agent): the purchase is cancelled, with the credit note to download. */
function purchaseCancelledMail(
  context: MailContext,
  input: CampaignNames & {
    reason: string;
    creditNote: { id: string; code: string; totalCents: number; corrects: string } | null;
    refundedCents: number;
  },
): RenderedMail {
  const paragraphs = [`Hemos cancelado la compra de la campaña ${campaignTitle(input)}. El motivo: ${input.reason}`];
  if (input.creditNote) {
    paragraphs.push(
      `Hemos emitido la factura rectificativa ${input.creditNote.code}, que anula la factura ${input.creditNote.corrects} ` +
        `(${formatEurosWithCents(input.creditNote.totalCents)}). Puedes descargarla desde el enlace de abajo o desde tu panel.`,
    );
  }
  if (input.refundedCents > 0)
    paragraphs.push(
      `Te devolveremos por transferencia lo que nos pagaste: ${formatEurosWithCents(input.refundedCents)}.`,
    );
  return renderMail(context, {
    template: 'purchase-cancelled',
    subject: `Compra cancelada: tu campaña ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs,
    action: input.creditNote
      ? {
          label: 'Descargar factura rectificativa',
          url: `${context.publicUrl}/api/v1${invoicePdfPath(input.creditNote.id)}`,
        }
      : { label: 'Ir a tu panel', url: `${context.publicUrl}/dashboard` },
  });
}

/** To whoever runs each picked podcast: nothing of this campaign is to be aired. */
function podcasterPurchaseCancelledMail(context: MailContext, input: CampaignNames): RenderedMail {
  return renderMail(context, {
    template: 'podcaster-purchase-cancelled',
    subject: `Campaña cancelada: ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `El anunciante ya no sigue adelante con la campaña ${campaignTitle(input)}: no emitas ninguna de sus acciones.`,
      'Si ya tenías fechas planificadas, puedes usarlas para otras campañas.',
    ],
    action: { label: 'Ir a mis campañas contratadas', url: `${context.publicUrl}/campaigns/hired` },
  });
}

/**
 * An admin cancels a purchase (issue 19), paid or not, while nothing of it has aired: the invoice is
 * corrected by a credit note, what had arrived is refunded in the ledger (billing's
 * cancelPurchaseMoney), the campaign and its picked podcasts end, and the advertiser gets the credit
 * note, the podcasters the news. One transaction: all of it or nothing.
 */
export async function cancelPurchase(
  ctx: AppContext,
  actor: Actor,
  id: string,
  reason: string,
): Promise<BackofficeCampaign> {
  assertAdmin(actor);
  return withOutbox(ctx, async (tx, queueMail) => {
    const saved = await loadTeamCampaign(tx, actor, id, { forUpdate: true });
    if (!can('cancelPurchase', saved.substatus))
      throw new AppError('CONFLICT', INVOICE_DOCUMENT_MESSAGES.cancelNotAllowed);
    const [aired] = await tx
      .select({ id: campaignActions.id })
      .from(campaignActions)
      .where(and(eq(campaignActions.campaignId, saved.id), isNotNull(campaignActions.recordedAt)))
      .limit(1);
    if (aired) throw new AppError('CONFLICT', INVOICE_DOCUMENT_MESSAGES.cancelAfterAiring);

    const now = ctx.clock.now();
    const money = await cancelPurchaseMoney(tx, saved.id, { reason, at: now });
    await transitionCampaign(tx, saved.id, nextSubstatus('cancelPurchase', saved.substatus));
    const finished = await stampFinished(tx, saved.id, now, reason);
    const picked = await finishPickedEntries(tx, saved.id);

    const context = mailContext(ctx.config);
    const names = campaignNamesOf(saved);
    const owner = await campaignOwner(tx, saved);
    const team = saved.agentId ? await teamAddresses(tx, ctx.config, saved) : [];
    const mail = purchaseCancelledMail(context, {
      ...names,
      reason,
      creditNote: money
        ? {
            id: money.creditNote.id,
            code: money.creditNote.code,
            totalCents: money.creditNote.baseCents + money.creditNote.vatCents,
            corrects: money.invoice.code,
          }
        : null,
      refundedCents: money?.refundedCents ?? 0,
    });
    for (const to of [owner.email, ...team]) await queueMail(to, mail);
    const contacts = await podcastContacts(tx, picked);
    for (const to of new Set(contacts.values())) await queueMail(to, podcasterPurchaseCancelledMail(context, names));
    ctx.log.info(
      { campaignId: saved.id, creditNote: money?.creditNote.code, refundedCents: money?.refundedCents ?? 0 },
      'purchase cancelled',
    );
    return toBackofficeCampaign(tx, finished, actor);
  });
}
