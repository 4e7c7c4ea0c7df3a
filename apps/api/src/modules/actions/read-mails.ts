import { READ_ANSWER_WORKING_DAYS, spanishDay } from '@patrocina/domain';
import { campaignTitle, type CampaignNames } from '../../mail/campaign-wording';
import { renderMail, type MailContext, type RenderedMail } from '../../mail/templates';

/** E-mails of the read's approval (issue 20): a round sent, changes asked, approved by a person or by the calendar. */

interface ReadAbout extends CampaignNames {
  campaignId: string;
  podcastTitle: string;
}

function reportLink(context: MailContext, campaignId: string) {
  return { label: 'Revisar la lectura', url: `${context.publicUrl}/campaigns/${campaignId}/report` };
}

function hiredLink(context: MailContext) {
  return { label: 'Ir a mis campañas contratadas', url: `${context.publicUrl}/campaigns/hired` };
}

/** To the advertiser and the agent: a script or a recorded sample waits for their answer. */
export function readSubmittedMail(
  context: MailContext,
  input: ReadAbout & { isSample: boolean; round: number; dueOn: string },
): RenderedMail {
  const what = input.isSample ? 'una muestra grabada de la lectura' : 'el guion de la lectura';
  return renderMail(context, {
    template: 'read-submitted',
    subject: `${input.podcastTitle} te ha enviado ${input.isSample ? 'una muestra grabada' : 'el guion'}: campaña ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `${input.podcastTitle} te ha enviado ${what} para la campaña ${campaignTitle(input)} (ronda ${input.round}).`,
      'Apruébala o pide cambios con un comentario antes de que se emita.',
      `Si no contestas, contará como aprobada al terminar el ${spanishDay(input.dueOn)} (${READ_ANSWER_WORKING_DAYS} días laborables).`,
    ],
    action: reportLink(context, input.campaignId),
  });
}

/** Who answered the read: the advertiser's side (an agency's colleague among them) or the campaign's manager. */
type ReadReviewer = 'advertiser' | 'campaignManager';

interface ReadDecided extends ReadAbout {
  comment: string;
  reviewer: ReadReviewer;
}

/** «El anunciante de la campaña …» or «El gestor de la campaña …», as the podcaster reads who answered. */
function reviewerOf(input: ReadDecided): string {
  const who = input.reviewer === 'campaignManager' ? 'El gestor' : 'El anunciante';
  return `${who} de la campaña ${campaignTitle(input)}`;
}

/** To whoever runs the podcast: the reviewer asked for changes. */
export function readChangesMail(context: MailContext, input: ReadDecided): RenderedMail {
  return renderMail(context, {
    template: 'read-changes-requested',
    subject: `Cambios pedidos en la lectura: campaña ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `${reviewerOf(input)} ha pedido cambios en la lectura de ${input.podcastTitle}:`,
      `«${input.comment}»`,
      'Envía un guion nuevo o una muestra grabada cuando lo tengas.',
    ],
    action: hiredLink(context),
  });
}

/** To whoever runs the podcast: the read is approved and its actions can air. */
export function readApprovedMail(context: MailContext, input: ReadDecided): RenderedMail {
  return renderMail(context, {
    template: 'read-approved',
    subject: `Lectura aprobada: campaña ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `${reviewerOf(input)} ha aprobado la lectura de ${input.podcastTitle}.`,
      ...(input.comment ? [`Su comentario: «${input.comment}»`] : []),
      'Ya puedes emitir las acciones y registrarlas cuando salgan.',
    ],
    action: hiredLink(context),
  });
}

/** To both sides: nobody answered in two working days, so the read counts as approved. */
export function readAutoApprovedMail(
  context: MailContext,
  input: ReadAbout & { side: 'podcaster' | 'reviewer' },
): RenderedMail {
  return renderMail(context, {
    template: 'read-auto-approved',
    subject: `Lectura aprobada automáticamente: campaña ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `La lectura de ${input.podcastTitle} para la campaña ${campaignTitle(input)} no recibió respuesta en ${READ_ANSWER_WORKING_DAYS} días laborables, así que cuenta como aprobada.`,
      input.side === 'podcaster'
        ? 'Ya puedes emitir las acciones y registrarlas cuando salgan.'
        : 'El podcast ya puede emitir sus acciones con esa lectura.',
    ],
    action: input.side === 'podcaster' ? hiredLink(context) : reportLink(context, input.campaignId),
  });
}
