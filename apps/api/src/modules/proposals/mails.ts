import {
  formatList,
  PROPOSAL_ACTION_LABELS,
  PROPOSAL_ACTIONS,
  type ActionCounts,
  type ActionRates,
  type ProposalStatusReason,
} from '@patrocina/domain';
import type { InlineImage } from '../../db/schema';
import {
  campaignTitle,
  describeActions,
  formatEuros,
  spanishDay,
  formatEurosWithCents,
  type CampaignNames,
} from '../../mail/campaign-wording';
import { renderMail, type MailContext, type RenderedMail } from '../../mail/templates';

/** E-mails of a proposal: its publication and changes, the answers, the purchase and the payment. */

export interface PaymentOrderLine {
  podcastTitle: string;
  counts: ActionCounts;
  ratesCents: ActionRates;
  /** Every action at its rate. */
  proposedCents: number;
  /** The agreed price: the podcaster's counter-price when higher than the one proposed. */
  costCents: number;
}

export interface PaymentOrderInvoice {
  code: string;
  baseCents: number;
  vatPercent: number;
  vatCents: number;
  totalCents: number;
  reverseCharge: boolean;
}

export interface PaymentOrderPayee {
  beneficiary: string;
  /** In groups of four. */
  iban: string;
  bic: string | null;
  qr: InlineImage | null;
}

/** To the advertiser after they confirm the proposal: what they bought, what it costs and how to pay. */
export function paymentOrderMail(
  context: MailContext,
  input: CampaignNames & {
    campaignId: string;
    username: string;
    reference: string;
    lines: PaymentOrderLine[];
    /** The purchase's invoice: what is paid, with IVA (none under reverse charge). */
    invoice: PaymentOrderInvoice;
    /** Where to pay (config) and the SEPA QR code, when the order fits one. */
    payee: PaymentOrderPayee;
  },
): RenderedMail {
  const { invoice, payee } = input;
  const lines = input.lines.map((line) => {
    const items = PROPOSAL_ACTIONS.filter((action) => line.counts[action] > 0).map((action) => {
      const label =
        line.counts[action] === 1 ? PROPOSAL_ACTION_LABELS[action].one : PROPOSAL_ACTION_LABELS[action].many;
      return `${line.counts[action]} ${label} × ${formatEuros(line.ratesCents[action] ?? 0)}`;
    });
    const proposed = `${line.podcastTitle}: ${formatList(items)} = ${formatEuros(line.proposedCents)}`;
    // The podcaster's counter-price (DOMAIN.md "the agreed price") is what the advertiser pays.
    return line.costCents > line.proposedCents
      ? `${proposed}; precio pedido por el podcaster: ${formatEuros(line.costCents)}`
      : proposed;
  });
  return renderMail(context, {
    template: 'campaign-payment-order',
    subject: `Orden de pago de tu campaña ${campaignTitle(input)}`,
    greeting: `Hola, ${input.username}:`,
    paragraphs: [
      `Has confirmado la propuesta de tu campaña ${campaignTitle(input)}. Esta es tu orden de pago:`,
      ...lines,
      // DOMAIN.md "Paying": the order gives the amount with IVA, the invoice's, as the proposal page showed it.
      `Factura ${invoice.code}. Base imponible: ${formatEurosWithCents(invoice.baseCents)}. ${
        invoice.reverseCharge
          ? 'IVA: inversión del sujeto pasivo.'
          : `IVA (${invoice.vatPercent} %): ${formatEurosWithCents(invoice.vatCents)}.`
      } Total a pagar: ${formatEurosWithCents(invoice.totalCents)}.`,
      `Haz una transferencia de ${formatEurosWithCents(invoice.totalCents)} a ${payee.beneficiary}, IBAN ${payee.iban}${payee.bic ? `, BIC ${payee.bic}` : ''}.`,
      `Referencia del pago: ${input.reference}. Indícala en el concepto de la transferencia para que podamos identificarla.`,
      ...(payee.qr ? ['Si tu banco lee códigos QR, escanea este con su app: rellena la transferencia por ti.'] : []),
      'En cuanto recibamos el pago, los podcasters planificarán las fechas de sus acciones y te avisaremos.',
    ],
    ...(payee.qr ? { images: [{ image: payee.qr, alt: 'Código QR de la transferencia (SEPA)', size: 200 }] } : {}),
    action: { label: 'Ver lo contratado', url: `${context.publicUrl}/campaigns/${input.campaignId}/proposal` },
  });
}

/** To whoever runs a podcast the advertiser picked. */
export function podcastPickedMail(
  context: MailContext,
  input: CampaignNames & { podcastTitle: string; counts: ActionCounts; earningsCents: number },
): RenderedMail {
  return renderMail(context, {
    template: 'proposal-picked',
    subject: `¡Te han elegido para la campaña ${campaignTitle(input)}!`,
    greeting: 'Hola:',
    paragraphs: [
      `El anunciante ha elegido «${input.podcastTitle}» para su campaña ${campaignTitle(input)}: ${describeActions(input.counts)}.`,
      `Ganarás unos ${formatEuros(input.earningsCents)}, ya descontada la comisión de ${context.productName}.`,
      'Cuando el anunciante haya pagado, planifica las fechas de tus acciones dentro de las fechas de la campaña.',
    ],
    action: { label: 'Ver la campaña', url: `${context.publicUrl}/dashboard` },
  });
}

/** To whoever runs a podcast that was proposed and not picked. */
export function podcastNotPickedMail(
  context: MailContext,
  input: CampaignNames & { podcastTitle: string },
): RenderedMail {
  return renderMail(context, {
    template: 'proposal-not-picked',
    subject: `La campaña ${campaignTitle(input)} no ha elegido tu podcast`,
    greeting: 'Hola:',
    paragraphs: [
      `El anunciante de la campaña ${campaignTitle(input)} ha elegido otros podcasts y «${input.podcastTitle}» no ha sido elegido esta vez.`,
      'Gracias por tu candidatura: te seguiremos enviando las propuestas que encajen con tu podcast.',
    ],
    action: { label: 'Ver mis campañas', url: `${context.publicUrl}/dashboard` },
  });
}

/** How an answer reads in the advertiser's e-mail: what the podcaster decided, without their phone or price. */
const ANSWER_SUMMARIES: Record<ProposalStatusReason, string> = {
  ACCEPT: 'ha aceptado la propuesta',
  ACCEPT_WITH_MIN_PRICE: 'ha aceptado la propuesta con un precio mínimo',
  CONTACT: 'quiere hablar con el equipo antes de decidir',
  REJECT: 'ha rechazado la propuesta',
  REJECT_NO_AVAILABILITY: 'no tiene disponibilidad en esas fechas',
};

/** To the advertiser (and the campaign's agent): a podcaster answered the proposal. */
export function answerReceivedMail(
  context: MailContext,
  input: CampaignNames & {
    podcastTitle: string;
    reason: ProposalStatusReason;
    greetingName: string | null;
    /** The agreed price when the podcaster asks more than the price proposed. */
    askedCents: number | null;
    campaignId: string;
    /** The advertiser decides on the proposal page; the agent follows it in the back office. */
    reader: 'advertiser' | 'agent';
  },
): RenderedMail {
  const asked =
    input.askedCents === null ? '' : ` Pide ${formatEuros(input.askedCents)} por sus acciones: ese es ahora su precio.`;
  return renderMail(context, {
    template: 'proposal-answer-received',
    subject: `Nueva respuesta a la campaña ${campaignTitle(input)}`,
    greeting: input.greetingName ? `Hola, ${input.greetingName}:` : 'Hola:',
    paragraphs: [
      `«${input.podcastTitle}» ${ANSWER_SUMMARIES[input.reason]} de la campaña ${campaignTitle(input)}.${asked}`,
      input.reader === 'advertiser'
        ? 'Revisa la propuesta y cómo van las respuestas: cuando estés listo, elige los podcasts y confírmala.'
        : 'La campaña y sus respuestas están en el panel del equipo.',
    ],
    action: {
      label: 'Revisar la propuesta',
      url:
        input.reader === 'advertiser'
          ? `${context.publicUrl}/campaigns/${input.campaignId}/proposal`
          : `${context.publicUrl}/backoffice/campaigns/${input.campaignId}`,
    },
  });
}

/** To whoever runs a proposed podcast, when the team publishes the proposal (or adds the podcast to a published one). */
export function proposalPublishedMail(
  context: MailContext,
  input: CampaignNames & { podcastTitle: string; counts: ActionCounts; earningsCents: number; linkToken: string },
): RenderedMail {
  return renderMail(context, {
    template: 'proposal-published',
    subject: `Nueva propuesta para «${input.podcastTitle}»: campaña ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `Un anunciante quiere contar con «${input.podcastTitle}» para su campaña ${campaignTitle(input)}: ${describeActions(input.counts)}.`,
      `Ganarás unos ${formatEuros(input.earningsCents)}, ya descontada la comisión de ${context.productName}.`,
      `Lee la propuesta completa aquí: ${context.publicUrl}/proposal/token/${input.linkToken}`,
      'Para responder, entra en tu panel: puedes aceptarla, pedir que te llamemos o rechazarla. Recuerda tener completa la hoja de patrocinio de tu podcast.',
    ],
    action: { label: 'Responder a la propuesta', url: `${context.publicUrl}/dashboard` },
  });
}

/** To whoever runs a podcast whose part of a published proposal the team changed: the answer must be given again. */
export function proposalModifiedMail(
  context: MailContext,
  input: CampaignNames & { podcastTitle: string; counts: ActionCounts; earningsCents: number },
): RenderedMail {
  return renderMail(context, {
    template: 'proposal-modified',
    subject: `Propuesta modificada: campaña ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `Hemos modificado la propuesta de la campaña ${campaignTitle(input)} para «${input.podcastTitle}»: ahora son ${describeActions(input.counts)}, y ganarías unos ${formatEuros(input.earningsCents)}.`,
      'Tu respuesta anterior ya no vale: revisa la propuesta y vuelve a responder.',
    ],
    action: { label: 'Revisar la propuesta', url: `${context.publicUrl}/dashboard` },
  });
}

/** To a podcast's contact: the team took it out of a published proposal; nothing is expected of them. */
export function proposalWithdrawnMail(
  context: MailContext,
  input: CampaignNames & { podcastTitle: string },
): RenderedMail {
  return renderMail(context, {
    template: 'proposal-withdrawn',
    subject: `Cambio en la propuesta: campaña ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `Hemos rehecho la propuesta de la campaña ${campaignTitle(input)} y «${input.podcastTitle}» ya no forma parte de ella.`,
      'No tienes que hacer nada. Te seguiremos enviando las propuestas que encajen con tu podcast.',
    ],
    action: { label: 'Ver mis campañas', url: `${context.publicUrl}/dashboard` },
  });
}

/** To the advertiser: an admin confirmed the payment; the podcasters plan their dates now. */
export function paymentConfirmedMail(
  context: MailContext,
  input: CampaignNames & { username: string; reference: string },
): RenderedMail {
  return renderMail(context, {
    template: 'campaign-payment-confirmed',
    subject: `Pago confirmado: tu campaña ${campaignTitle(input)}`,
    greeting: `Hola, ${input.username}:`,
    paragraphs: [
      `Hemos recibido el pago de tu campaña ${campaignTitle(input)} (referencia ${input.reference}). ¡Gracias!`,
      'Ahora los podcasters que elegiste planifican las fechas de sus acciones. Te avisaremos cuando la campaña esté en marcha.',
    ],
    action: { label: 'Ver mis campañas', url: `${context.publicUrl}/dashboard` },
  });
}

/** To whoever runs a picked podcast once the campaign is paid: time to plan the dates. */
export function planDatesMail(
  context: MailContext,
  input: CampaignNames & { podcastTitle: string; counts: ActionCounts; fromDate: string | null; toDate: string | null },
): RenderedMail {
  const range =
    input.fromDate && input.toDate ? `, entre el ${spanishDay(input.fromDate)} y el ${spanishDay(input.toDate)}` : '';
  return renderMail(context, {
    template: 'proposal-plan-dates',
    subject: `Planifica las fechas: campaña ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `El anunciante ya ha pagado la campaña ${campaignTitle(input)}. Planifica las fechas de tus acciones en «${input.podcastTitle}» (${describeActions(input.counts)})${range}.`,
      'Elige fechas dentro de las de la campaña y fuera de tus vacaciones.',
    ],
    action: { label: 'Planificar las fechas', url: `${context.publicUrl}/dashboard` },
  });
}
