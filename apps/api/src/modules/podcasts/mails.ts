import { renderMail, type MailContext, type RenderedMail } from '../../mail/templates';

export function representationInviteMail(
  context: MailContext,
  input: { ownerName: string; podcastTitle: string; token: string; days: number },
): RenderedMail {
  const token = encodeURIComponent(input.token);
  const reject = `${context.publicUrl}/podcast/manager-representation-rejected?token=${token}`;
  return renderMail(context, {
    template: 'representation-invite',
    subject: `${input.ownerName} te invita a representar «${input.podcastTitle}»`,
    greeting: 'Hola:',
    paragraphs: [
      `${input.ownerName} quiere que gestiones su podcast «${input.podcastTitle}» en ${context.productName}: recibirás sus propuestas de campaña, podrás responderlas y hablar con los anunciantes en su nombre.`,
      `Si no quieres representarlo, rechaza la invitación con este enlace: ${reject}`,
    ],
    action: {
      label: 'Aceptar la representación',
      url: `${context.publicUrl}/podcast/manager-representation-accepted?token=${token}`,
    },
    footnote: `Los enlaces caducan en ${input.days} días y solo sirven una vez. Si no conoces a quien te invita, ignora este mensaje.`,
  });
}

export function representationAnsweredMail(
  context: MailContext,
  input: { ownerName: string; podcastTitle: string; managerEmail: string; accepted: boolean },
): RenderedMail {
  return renderMail(context, {
    template: input.accepted ? 'representation-accepted' : 'representation-rejected',
    subject: input.accepted
      ? `${input.managerEmail} ya representa «${input.podcastTitle}»`
      : `${input.managerEmail} ha rechazado representar «${input.podcastTitle}»`,
    greeting: `Hola, ${input.ownerName}:`,
    paragraphs: input.accepted
      ? [
          `${input.managerEmail} ha aceptado gestionar «${input.podcastTitle}». Desde ahora recibirá sus propuestas y hablará con los anunciantes; tú podrás leer las conversaciones.`,
          'Puedes cancelar la representación cuando quieras desde Mis podcasts.',
        ]
      : [
          `${input.managerEmail} no ha aceptado gestionar «${input.podcastTitle}». Puedes invitar a otra persona desde Mis podcasts.`,
        ],
    action: { label: 'Ir a Mis podcasts', url: `${context.publicUrl}/me/podcasts` },
  });
}

export function representationEndedMail(
  context: MailContext,
  input: { ownerName: string; podcastTitle: string },
): RenderedMail {
  return renderMail(context, {
    template: 'representation-ended',
    subject: `Ya no representas «${input.podcastTitle}»`,
    greeting: 'Hola:',
    paragraphs: [
      `${input.ownerName} ha cancelado tu representación de «${input.podcastTitle}». Ya no recibirás sus propuestas.`,
    ],
  });
}

export function ownershipCodeMail(
  context: MailContext,
  input: { podcastTitle: string; code: string; minutes: number },
): RenderedMail {
  return renderMail(context, {
    template: 'podcast-ownership-code',
    subject: `Tu código para verificar «${input.podcastTitle}»: ${input.code}`,
    greeting: 'Hola:',
    paragraphs: [
      `Alguien quiere demostrar en ${context.productName} que gestiona el podcast «${input.podcastTitle}», cuyo feed indica este correo como el de su propietario.`,
      `Si eres tú, escribe este código: ${input.code}`,
    ],
    footnote: `El código caduca en ${input.minutes} minutos. Si no lo has pedido tú, ignora este mensaje: nadie podrá gestionar tu podcast sin él.`,
  });
}
