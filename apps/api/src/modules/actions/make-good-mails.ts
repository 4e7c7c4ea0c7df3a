import { underDeliveryMessage, type UnderDelivery } from '@patrocina/domain';
import { formatEurosWithCents } from '../../mail/campaign-wording';
import { renderMail, type MailContext, type RenderedMail } from '../../mail/templates';

/** E-mails of an under-delivered action's remedy (docs/decisions/0025): each to whoever acts next or must know. */

interface RemedyNames {
  brand: string;
  campaignName: string;
  campaignId: string;
  podcastTitle: string;
  /** «Mención 1»: the action that fell short. */
  actionTitle: string;
  flag: UnderDelivery;
}

const title = (input: RemedyNames) => `«${input.campaignName}» de ${input.brand}`;

/** To whoever runs the podcast: the team proposes a make-good; they accept or decline it. */
export function makeGoodProposedMail(context: MailContext, input: RemedyNames): RenderedMail {
  return renderMail(context, {
    template: 'make-good-proposed',
    subject: `Te proponemos una acción de compensación: campaña ${title(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `La acción «${input.actionTitle}» de «${input.podcastTitle}» en la campaña ${title(input)} quedó por debajo de lo previsto (${underDeliveryMessage(input.flag).replace('Por debajo de lo previsto: ', '')}).`,
      'Te proponemos una acción de compensación: una acción más del mismo tipo, sin coste para el anunciante y sin pago por ella. Si la aceptas, la planificas, la registras y nos das sus escuchas como cualquier otra.',
      'Dinos si la aceptas o la rechazas desde tus campañas contratadas.',
    ],
    action: { label: 'Responder', url: `${context.publicUrl}/campaigns/hired` },
  });
}

/**
 * The podcaster agreed to the make-good, or declined it: to the advertiser (`side: 'advertiser'`), who
 * is told what comes next, and to the team, who decides what to do when it was declined.
 */
export function makeGoodAnsweredMail(
  context: MailContext,
  input: RemedyNames & { accepted: boolean; side: 'advertiser' | 'team' },
): RenderedMail {
  const declinedNext =
    input.side === 'team'
      ? 'Si lo ves oportuno, puedes abonar esa acción al anunciante desde el backoffice.'
      : 'El equipo de la campaña decidirá cómo compensarte y te lo contará.';
  return renderMail(context, {
    template: input.accepted ? 'make-good-accepted' : 'make-good-declined',
    subject: input.accepted
      ? `«${input.podcastTitle}» acepta la acción de compensación: campaña ${title(input)}`
      : `«${input.podcastTitle}» rechaza la acción de compensación: campaña ${title(input)}`,
    greeting: 'Hola:',
    paragraphs: input.accepted
      ? [
          `«${input.podcastTitle}» emitirá una acción de compensación por la acción «${input.actionTitle}», sin coste para el anunciante.`,
          'La verás en el informe de la campaña con su fecha, su episodio y sus escuchas.',
        ]
      : [
          `«${input.podcastTitle}» no emitirá la acción de compensación por la acción «${input.actionTitle}».`,
          declinedNext,
        ],
    action: { label: 'Ver el informe', url: `${context.publicUrl}/campaigns/${input.campaignId}/report` },
  });
}

/** To the advertiser: the under-delivered action is credited with a credit note. */
export function underDeliveryCreditedMail(
  context: MailContext,
  input: RemedyNames & { refundedCents: number; creditNoteCode: string },
): RenderedMail {
  return renderMail(context, {
    template: 'under-delivery-credited',
    subject: `Te abonamos ${formatEurosWithCents(input.refundedCents)}: campaña ${title(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `La acción «${input.actionTitle}» de «${input.podcastTitle}» quedó por debajo de lo previsto (${underDeliveryMessage(input.flag).replace('Por debajo de lo previsto: ', '')}).`,
      `Te devolvemos ${formatEurosWithCents(input.refundedCents)}, IVA incluido, con la factura rectificativa ${input.creditNoteCode}.`,
    ],
    action: { label: 'Ver el informe', url: `${context.publicUrl}/campaigns/${input.campaignId}/report` },
  });
}
