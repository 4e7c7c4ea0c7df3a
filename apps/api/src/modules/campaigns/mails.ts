import { PROPOSAL_ACTION_LABELS, PROPOSAL_ACTIONS, type ActionCounts, type ActionRates } from '@patrocina/domain';
import { renderMail, type MailContext, type RenderedMail } from '../../mail/templates';

/** DOMAIN.md "Money": whole euros, Spanish format (`1.500 €`). */
const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' });

export function formatEuros(cents: number): string {
  // A regular space: some mail clients show the no-break one Intl writes as a stray character.
  return euros.format(Math.round(cents / 100)).replaceAll('\u00a0', ' ');
}

const TAXES_NOTE = 'Impuestos no incluidos.';

interface CampaignNames {
  brand: string;
  campaignName: string;
}

function campaignTitle(input: CampaignNames): string {
  return `«${input.campaignName}» de ${input.brand}`;
}

/** "2 menciones y 1 sección", in the order of PROPOSAL_ACTIONS. */
export function describeActions(counts: ActionCounts): string {
  const parts = PROPOSAL_ACTIONS.filter((action) => counts[action] > 0).map(
    (action) => `${counts[action]} ${counts[action] === 1 ? PROPOSAL_ACTION_LABELS[action].one : PROPOSAL_ACTION_LABELS[action].many}`,
  );
  if (parts.length <= 1) return parts[0] ?? 'ninguna acción';
  return `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}

export interface PaymentOrderLine {
  podcastTitle: string;
  counts: ActionCounts;
  ratesCents: ActionRates;
  costCents: number;
}

/** To the advertiser after they confirm the proposal: what they bought, what it costs and how to pay. */
export function paymentOrderMail(
  context: MailContext,
  input: CampaignNames & { username: string; reference: string; lines: PaymentOrderLine[]; totalCents: number },
): RenderedMail {
  const lines = input.lines.map((line) => {
    const items = PROPOSAL_ACTIONS.filter((action) => line.counts[action] > 0).map((action) => {
      const label = line.counts[action] === 1 ? PROPOSAL_ACTION_LABELS[action].one : PROPOSAL_ACTION_LABELS[action].many;
      return `${line.counts[action]} ${label} × ${formatEuros(line.ratesCents[action] ?? 0)}`;
    });
    return `${line.podcastTitle}: ${items.join(', ')} = ${formatEuros(line.costCents)}`;
  });
  return renderMail(context, {
    template: 'campaign-payment-order',
    subject: `Orden de pago de tu campaña ${campaignTitle(input)}`,
    greeting: `Hola, ${input.username}:`,
    paragraphs: [
      `Has confirmado la propuesta de tu campaña ${campaignTitle(input)}. Esta es tu orden de pago:`,
      ...lines,
      `Total: ${formatEuros(input.totalCents)}. ${TAXES_NOTE}`,
      `Referencia del pago: ${input.reference}. Indícala en la transferencia para que podamos identificarla.`,
      'En cuanto recibamos el pago, los podcasters planificarán las fechas de sus acciones y te avisaremos.',
    ],
    action: { label: 'Ver mis campañas', url: `${context.publicUrl}/dashboard` },
    footnote: TAXES_NOTE,
  });
}

/** To whoever runs a podcast the advertiser picked. */
export function podcastPickedMail(context: MailContext, input: CampaignNames & { podcastTitle: string; counts: ActionCounts; earningsCents: number }): RenderedMail {
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
export function podcastNotPickedMail(context: MailContext, input: CampaignNames & { podcastTitle: string }): RenderedMail {
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

interface TeamNotice extends CampaignNames {
  ownerName: string;
  ownerEmail: string;
  campaignId: string;
}

function backofficeLink(context: MailContext, campaignId: string) {
  return { label: 'Abrir la campaña en el back office', url: `${context.publicUrl}/backoffice/campaigns/${campaignId}` };
}

/** To the team: the advertiser sent a suggestion about the campaign. */
export function suggestionMail(context: MailContext, input: TeamNotice & { suggestion: string }): RenderedMail {
  return renderMail(context, {
    template: 'campaign-suggestion',
    subject: `Sugerencia para la campaña ${campaignTitle(input)}`,
    greeting: 'Hola, equipo:',
    paragraphs: [`${input.ownerName} <${input.ownerEmail}> ha enviado una sugerencia sobre la campaña ${campaignTitle(input)}:`, input.suggestion],
    action: backofficeLink(context, input.campaignId),
  });
}

/** To the team: the advertiser paused the campaign, and why (DOMAIN.md: reasons are studied). */
export function campaignPausedMail(context: MailContext, input: TeamNotice & { reason: string }): RenderedMail {
  return renderMail(context, {
    template: 'campaign-paused',
    subject: `Campaña pausada: ${campaignTitle(input)}`,
    greeting: 'Hola, equipo:',
    paragraphs: [`${input.ownerName} <${input.ownerEmail}> ha pausado la campaña ${campaignTitle(input)}. Su motivo:`, input.reason],
    action: backofficeLink(context, input.campaignId),
  });
}

/** To the team: the advertiser asks to resume a paused campaign; the team processes it. */
export function unpauseRequestedMail(context: MailContext, input: TeamNotice): RenderedMail {
  return renderMail(context, {
    template: 'campaign-unpause-requested',
    subject: `Piden reanudar la campaña ${campaignTitle(input)}`,
    greeting: 'Hola, equipo:',
    paragraphs: [
      `${input.ownerName} <${input.ownerEmail}> pide reanudar la campaña ${campaignTitle(input)}.`,
      'Revisa que todo esté en orden y reanúdala desde el back office: le enviaremos la confirmación por correo.',
    ],
    action: backofficeLink(context, input.campaignId),
  });
}

/** To the advertiser: the team resumed the campaign. */
export function campaignResumedMail(context: MailContext, input: CampaignNames & { username: string }): RenderedMail {
  return renderMail(context, {
    template: 'campaign-resumed',
    subject: `Tu campaña ${campaignTitle(input)} se ha reanudado`,
    greeting: `Hola, ${input.username}:`,
    paragraphs: [`Tu campaña ${campaignTitle(input)} se ha reanudado y sigue donde la dejaste.`, 'Gracias por tu paciencia.'],
    action: { label: 'Ver mis campañas', url: `${context.publicUrl}/dashboard` },
  });
}
