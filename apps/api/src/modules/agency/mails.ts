import { AGENCY_ROLE_LABELS, type AgencyMemberRole } from '@patrocina/domain';
import { renderMail, type MailContext, type RenderedMail } from '../../mail/templates';

/** What each role lets the colleague do, in the invitation's words. */
const ROLE_PROMISE: Record<AgencyMemberRole, string> = {
  viewer: 'podrás ver sus campañas, propuestas, informes y facturas',
  manager: 'podrás crear y gestionar sus campañas, responder a sus propuestas, comprar e invitar a más colegas',
};

export function agencyInvitationMail(
  context: MailContext,
  input: { inviterName: string; agencyName: string; role: AgencyMemberRole; token: string; days: number },
): RenderedMail {
  return renderMail(context, {
    template: 'agency-invitation',
    subject: `${input.inviterName} te invita al equipo de ${input.agencyName}`,
    greeting: 'Hola:',
    paragraphs: [
      `${input.inviterName} te invita a unirte a la cuenta de la agencia ${input.agencyName} en ${context.productName} con el permiso «${AGENCY_ROLE_LABELS[input.role]}»: ${ROLE_PROMISE[input.role]}.`,
      'Abre el enlace y pulsa «Aceptar invitación». Si no tienes cuenta, créala con esta misma dirección de correo.',
    ],
    action: {
      label: 'Ver la invitación',
      url: `${context.publicUrl}/agency/invitations/${encodeURIComponent(input.token)}`,
    },
    footnote: `El enlace caduca en ${input.days} días y solo sirve una vez. Si no conoces a quien te invita, ignora este mensaje.`,
  });
}
