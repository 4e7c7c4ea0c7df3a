import { campaignTitle, type CampaignNames } from '../../mail/campaign-wording';
import { renderMail, type MailContext, type RenderedMail } from '../../mail/templates';

/** E-mails about a campaign itself: to the team (suggestion, pause, request to resume), to its owner and its agent. */

interface TeamNotice extends CampaignNames {
  ownerName: string;
  ownerEmail: string;
  campaignId: string;
}

function backofficeLink(context: MailContext, campaignId: string) {
  return {
    label: 'Abrir la campaña en el back office',
    url: `${context.publicUrl}/backoffice/campaigns/${campaignId}`,
  };
}

/** To the team: the advertiser sent a suggestion about the campaign. */
export function suggestionMail(context: MailContext, input: TeamNotice & { suggestion: string }): RenderedMail {
  return renderMail(context, {
    template: 'campaign-suggestion',
    subject: `Sugerencia para la campaña ${campaignTitle(input)}`,
    greeting: 'Hola, equipo:',
    paragraphs: [
      `${input.ownerName} <${input.ownerEmail}> ha enviado una sugerencia sobre la campaña ${campaignTitle(input)}:`,
      input.suggestion,
    ],
    action: backofficeLink(context, input.campaignId),
  });
}

/** To the team: the advertiser paused the campaign, and why (DOMAIN.md: reasons are studied). */
export function campaignPausedMail(context: MailContext, input: TeamNotice & { reason: string }): RenderedMail {
  return renderMail(context, {
    template: 'campaign-paused',
    subject: `Campaña pausada: ${campaignTitle(input)}`,
    greeting: 'Hola, equipo:',
    paragraphs: [
      `${input.ownerName} <${input.ownerEmail}> ha pausado la campaña ${campaignTitle(input)}. Su motivo:`,
      input.reason,
    ],
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
    paragraphs: [
      `Tu campaña ${campaignTitle(input)} se ha reanudado y sigue donde la dejaste.`,
      'Gracias por tu paciencia.',
    ],
    action: { label: 'Ver mis campañas', url: `${context.publicUrl}/dashboard` },
  });
}

/** To an agent: a campaign is theirs to manage now. */
export function agentAssignedMail(
  context: MailContext,
  input: CampaignNames & { username: string; campaignId: string },
): RenderedMail {
  return renderMail(context, {
    template: 'campaign-agent-assigned',
    subject: `Gestionas la campaña ${campaignTitle(input)}`,
    greeting: `Hola, ${input.username}:`,
    paragraphs: [
      `Te hemos asignado la campaña ${campaignTitle(input)}. Tienes su propuesta y sus respuestas en el back office.`,
    ],
    action: { label: 'Abrir la campaña', url: `${context.publicUrl}/backoffice/campaigns/${input.campaignId}` },
  });
}
