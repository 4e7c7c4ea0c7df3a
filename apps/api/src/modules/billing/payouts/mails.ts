import { actionTitle, spanishDay, type ProposalAction } from '@patrocina/domain';
import { campaignTitle, formatEuros, formatEurosWithCents, type CampaignNames } from '../../../mail/campaign-wording';
import { renderMail, type MailContext, type RenderedMail } from '../../../mail/templates';

/** The action as the e-mails name it: «Mención 2 en «Modo Cooperativo»». */
export interface DisputedAction extends CampaignNames {
  campaignId: string;
  kind: ProposalAction;
  position: number;
  podcastTitle: string;
  priceCents: number;
  earningsCents: number;
}

const actionName = (input: DisputedAction) => `${actionTitle(input.kind, input.position)} en «${input.podcastTitle}»`;
const earningsLink = (context: MailContext) => ({ label: 'Ver mis cobros', url: `${context.publicUrl}/earnings` });
const reportLink = (context: MailContext, campaignId: string) => ({
  label: 'Ver el informe',
  url: `${context.publicUrl}/campaigns/${campaignId}/report`,
});

/** To the podcaster paid for it: the advertiser disputed an action, so its money waits for the team. */
export function actionDisputedMail(context: MailContext, input: DisputedAction & { reason: string }): RenderedMail {
  return renderMail(context, {
    template: 'action-disputed',
    subject: `Reclamación de una acción: ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `El anunciante de ${campaignTitle(input)} ha reclamado la acción ${actionName(input)}. Su motivo: «${input.reason}».`,
      `Su pago (${formatEuros(input.earningsCents)}) queda retenido mientras el equipo lo revisa. Te escribiremos con la decisión.`,
    ],
    action: earningsLink(context),
  });
}

/** To the team: an advertiser's dispute waits in the back office. */
export function disputeOpenedTeamMail(context: MailContext, input: DisputedAction & { reason: string }): RenderedMail {
  return renderMail(context, {
    template: 'action-disputed-team',
    subject: `Nueva reclamación: ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `El anunciante de ${campaignTitle(input)} ha reclamado la acción ${actionName(input)}: «${input.reason}».`,
      'Revísala en el back office: libera el pago al podcaster o devuélvelo al anunciante.',
    ],
    action: { label: 'Abrir el back office', url: `${context.publicUrl}/backoffice` },
  });
}

/** To the advertiser and the podcaster: what the team decided. */
export function disputeResolvedMail(
  context: MailContext,
  input: DisputedAction & { outcome: 'RELEASE' | 'REFUND'; to: 'advertiser' | 'podcaster'; refundCents: number },
): RenderedMail {
  const released = input.outcome === 'RELEASE';
  const paragraphs =
    input.to === 'advertiser'
      ? released
        ? [
            `Hemos revisado tu reclamación de la acción ${actionName(input)} en ${campaignTitle(input)}.`,
            'La damos por emitida correctamente, así que el podcaster la cobrará.',
          ]
        : [
            `Hemos revisado tu reclamación de la acción ${actionName(input)} en ${campaignTitle(input)} y te damos la razón.`,
            `Te devolvemos su precio con su IVA: ${formatEurosWithCents(input.refundCents)}. Recibirás la factura rectificativa.`,
          ]
      : released
        ? [
            `El equipo ha revisado la reclamación de la acción ${actionName(input)} en ${campaignTitle(input)}.`,
            `Tu pago (${formatEuros(input.earningsCents)}) queda liberado: lo cobrarás en el próximo pago semanal.`,
          ]
        : [
            `El equipo ha revisado la reclamación de la acción ${actionName(input)} en ${campaignTitle(input)}.`,
            'Hemos devuelto su precio al anunciante, así que esta acción no se cobra.',
          ];
  return renderMail(context, {
    template: `dispute-${released ? 'released' : 'refunded'}-${input.to}`,
    subject: `Reclamación resuelta: ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs,
    action: input.to === 'advertiser' ? reportLink(context, input.campaignId) : earningsLink(context),
  });
}

/** To a podcaster with money released but no complete «datos de facturación»: why this week's payout skipped them. */
export function completeBillingProfileMail(
  context: MailContext,
  input: { releasedCents: number; nextRunDay: string },
): RenderedMail {
  return renderMail(context, {
    template: 'payout-profile-missing',
    subject: 'Completa tus datos de facturación para cobrar',
    greeting: 'Hola:',
    paragraphs: [
      `Tienes ${formatEuros(input.releasedCents)} listos para cobrar, pero aún no tenemos completos tus datos de facturación (nombre fiscal, NIF, dirección, IBAN, IVA, IRPF y tu conformidad con la autofacturación).`,
      `Complétalos y te pagaremos en el próximo pago semanal, el ${spanishDay(input.nextRunDay)}.`,
    ],
    action: { label: 'Completar mis datos', url: `${context.publicUrl}/me` },
  });
}

/** To a podcaster paid by a run: the transfer and its autofactura. */
export function payoutSentMail(context: MailContext, input: { netCents: number; invoiceCode: string }): RenderedMail {
  return renderMail(context, {
    template: 'payout-sent',
    subject: `Te hemos pagado ${formatEurosWithCents(input.netCents)}`,
    greeting: 'Hola:',
    paragraphs: [
      `Hemos ordenado una transferencia de ${formatEurosWithCents(input.netCents)} a tu cuenta. Llegará en uno o dos días hábiles.`,
      `Su autofactura es la ${input.invoiceCode}: la tienes en «Mis cobros».`,
    ],
    action: earningsLink(context),
  });
}

/**
 * To the account's own address whenever the IBAN it is paid to changes (set, replaced or removed), so
 * a payout redirected by someone else who got into the account does not go unnoticed.
 */
export function ibanChangedMail(context: MailContext, input: { ibanLast4: string | null }): RenderedMail {
  return renderMail(context, {
    template: 'iban-changed',
    subject: 'Has cambiado la cuenta donde cobras',
    greeting: 'Hola:',
    paragraphs: [
      input.ibanLast4
        ? `Desde ahora te pagaremos en la cuenta que termina en ${input.ibanLast4}.`
        : 'Has quitado la cuenta donde cobras: no podremos pagarte hasta que añadas otra.',
      'Si no has sido tú, cambia tu contraseña cuanto antes, vuelve a poner tu cuenta en tus datos de facturación y escríbenos respondiendo a este correo para que revisemos tus pagos.',
    ],
    action: { label: 'Revisar mis datos de facturación', url: `${context.publicUrl}/me` },
  });
}
