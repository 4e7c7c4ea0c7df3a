import {
  actionTitle,
  compareActions,
  PAYMENT_DELAY_NOTE,
  spanishDay,
  type ListenMilestone,
  type ProposalAction,
} from '@patrocina/domain';
import { formatEurosWithCents } from '../../mail/campaign-wording';
import { renderMail, type MailContext, type RenderedMail } from '../../mail/templates';

/** E-mails of a running campaign (issue 7): it starts, an action is overdue, listens are due, it ends. */

interface CampaignNames {
  brand: string;
  campaignName: string;
  campaignId: string;
}

function campaignTitle(input: CampaignNames): string {
  return `«${input.campaignName}» de ${input.brand}`;
}

function reportLink(context: MailContext, campaignId: string) {
  return { label: 'Ver el informe', url: `${context.publicUrl}/campaigns/${campaignId}/report` };
}

function hiredLink(context: MailContext) {
  return { label: 'Ir a mis campañas contratadas', url: `${context.publicUrl}/campaigns/hired` };
}

/** To the advertiser and the agent: every picked podcast has planned its dates, the campaign is under way. */
export function campaignStartedMail(
  context: MailContext,
  input: CampaignNames & { plans: { podcastTitle: string; days: string[] }[] },
): RenderedMail {
  return renderMail(context, {
    template: 'campaign-started',
    subject: `La campaña ${campaignTitle(input)} está en marcha`,
    greeting: 'Hola:',
    paragraphs: [
      `Los podcasters de la campaña ${campaignTitle(input)} ya han planificado sus acciones:`,
      ...input.plans.map((plan) => `${plan.podcastTitle}: ${plan.days.map(spanishDay).join(', ')}.`),
      'Verás cada episodio publicado y sus escuchas en el informe de la campaña.',
    ],
    action: reportLink(context, input.campaignId),
  });
}

/** To whoever runs the podcast: an action's day passed without its episode and minute (EXPIRED_ACTION). */
export function actionOverdueMail(
  context: MailContext,
  input: CampaignNames & {
    podcastTitle: string;
    actions: { kind: ProposalAction; position: number; plannedOn: string }[];
  },
): RenderedMail {
  return renderMail(context, {
    template: 'action-overdue',
    subject: `Indica el episodio y el minuto: campaña ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `Ya ha pasado el día de estas acciones de «${input.podcastTitle}» en la campaña ${campaignTitle(input)} y aún no nos has dicho dónde se emitieron:`,
      ...[...input.actions]
        .sort(compareActions)
        .map((action) => `${actionTitle(action.kind, action.position)}, prevista el ${spanishDay(action.plannedOn)}.`),
      'Indica el episodio y el minuto en que empieza cada anuncio. Si alguna no llegó a emitirse, escríbenos por el workroom.',
    ],
    action: hiredLink(context),
  });
}

/** To whoever runs the podcast: the campaign resumed, and the days planned during the pause must be chosen again. */
export function replanAfterPauseMail(
  context: MailContext,
  input: CampaignNames & { podcastTitle: string },
): RenderedMail {
  return renderMail(context, {
    template: 'replan-after-pause',
    subject: `La campaña ${campaignTitle(input)} se ha reanudado: elige nuevas fechas`,
    greeting: 'Hola:',
    paragraphs: [
      `La campaña ${campaignTitle(input)} estuvo pausada y algunas acciones de «${input.podcastTitle}» tenían su día durante la pausa.`,
      'Elige nuevas fechas para ellas dentro de las de la campaña. Las demás siguen como estaban.',
    ],
    action: hiredLink(context),
  });
}

/** To whoever runs the podcast: the listens of one milestone are due for some of its actions. */
export function listensDueMail(
  context: MailContext,
  input: CampaignNames & {
    podcastTitle: string;
    milestone: ListenMilestone;
    actions: { kind: ProposalAction; position: number }[];
  },
): RenderedMail {
  return renderMail(context, {
    template: 'listens-due',
    subject: `Toca indicar las escuchas a ${input.milestone} días: campaña ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [
      `Han pasado ${input.milestone} días desde que se publicaron estas acciones de «${input.podcastTitle}» en la campaña ${campaignTitle(input)}:`,
      `${[...input.actions]
        .sort(compareActions)
        .map((action) => actionTitle(action.kind, action.position))
        .join(', ')}.`,
      'Indica sus escuchas en la plataforma de alojamiento, en otras plataformas, en Spotify y en YouTube.',
      input.milestone === 31
        ? 'Es la última medición: con ella terminan estas acciones.'
        : 'Podrás corregirlas hasta que toque la siguiente medición.',
    ],
    action: hiredLink(context),
  });
}

/** What closing a campaign early gives back to the advertiser: the unaired actions with their IVA. */
export interface ClosingRefund {
  refundedCents: number;
  creditNoteCodes: string[];
}

/** To the advertiser and the agent: the campaign is over (by itself, or closed by an admin with a reason). */
export function campaignFinishedMail(
  context: MailContext,
  input: CampaignNames & { reason: string | null; refund?: ClosingRefund | null },
): RenderedMail {
  const paragraphs = [
    input.reason
      ? `Hemos cerrado la campaña ${campaignTitle(input)}. El motivo: ${input.reason}`
      : `La campaña ${campaignTitle(input)} ha terminado: todas sus acciones se han emitido y tienen sus escuchas a 31 días.`,
  ];
  if (input.refund) {
    const notes = input.refund.creditNoteCodes;
    const issued =
      notes.length === 1 ? `la factura rectificativa ${notes[0]}` : `las facturas rectificativas ${notes.join(', ')}`;
    paragraphs.push(
      `Las acciones que no llegaron a emitirse no se cobran: hemos emitido ${issued} y te devolveremos por ` +
        `transferencia ${formatEurosWithCents(input.refund.refundedCents)} (IVA incluido). Puedes descargar${notes.length === 1 ? 'la' : 'las'} desde tu panel.`,
    );
  }
  paragraphs.push('Consulta en el informe los episodios, las escuchas de cada acción y los clics de los enlaces.');
  return renderMail(context, {
    template: 'campaign-finished',
    subject: `La campaña ${campaignTitle(input)} ha terminado`,
    greeting: 'Hola:',
    paragraphs,
    action: reportLink(context, input.campaignId),
  });
}

/** To whoever runs each picked podcast: the campaign is over, and when they are paid. */
export function podcasterCampaignFinishedMail(context: MailContext, input: CampaignNames): RenderedMail {
  return renderMail(context, {
    template: 'podcaster-campaign-finished',
    subject: `Campaña terminada: ${campaignTitle(input)}`,
    greeting: 'Hola:',
    paragraphs: [`La campaña ${campaignTitle(input)} ha terminado. ¡Gracias por tu trabajo!`, PAYMENT_DELAY_NOTE],
    action: hiredLink(context),
  });
}
