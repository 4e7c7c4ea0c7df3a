import type { InlineImage } from '../db/schema';

/**
 * Spanish e-mail templates. Each returns subject, plain text and HTML; links are absolute, built from
 * PUBLIC_URL, and the product name comes from PRODUCT_NAME.
 */
export interface MailContext {
  productName: string;
  publicUrl: string;
}

export function mailContext(config: { PRODUCT_NAME: string; PUBLIC_URL: string }): MailContext {
  return { productName: config.PRODUCT_NAME, publicUrl: config.PUBLIC_URL };
}

export interface RenderedMail {
  template: string;
  subject: string;
  text: string;
  html: string;
  /** Images the HTML shows by `cid:`, sent inline with it. */
  images?: InlineImage[];
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface MailLayout {
  template: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  /** Shown after the paragraphs, each with its text alternative (the plain text says it in words). */
  images?: { image: InlineImage; alt: string; size: number }[];
}

/** Renders a Spanish e-mail in the product's layout; features write their templates with it. */
export function renderMail(context: MailContext, layout: MailLayout): RenderedMail {
  const textParts = [layout.greeting, '', ...layout.paragraphs.flatMap((p) => [p, ''])];
  if (layout.action) textParts.push(`${layout.action.label}: ${layout.action.url}`, '');
  if (layout.footnote) textParts.push(layout.footnote, '');
  textParts.push(`El equipo de ${context.productName}`, context.publicUrl);

  const button = layout.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(layout.action.url)}" style="background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(layout.action.label)}</a></p>
<p style="font-size:13px;color:#52525b">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(layout.action.url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(layout.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-size:20px;font-weight:700;margin:0 0 24px">${escapeHtml(context.productName)}</p>
<p>${escapeHtml(layout.greeting)}</p>
${layout.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${(layout.images ?? []).map(({ image, alt, size }) => `<p><img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(alt)}" width="${size}" height="${size}"></p>`).join('\n')}
${button}
${layout.footnote ? `<p style="font-size:13px;color:#52525b">${escapeHtml(layout.footnote)}</p>` : ''}
<p style="margin-top:32px">El equipo de ${escapeHtml(context.productName)}</p>
</div></body></html>`;
  const rendered: RenderedMail = {
    template: layout.template,
    subject: layout.subject,
    text: textParts.join('\n'),
    html,
  };
  if (layout.images?.length) rendered.images = layout.images.map(({ image }) => image);
  return rendered;
}

export function verificationMail(context: MailContext, input: { username: string; token: string }): RenderedMail {
  return renderMail(context, {
    template: 'verify-email',
    subject: `Confirma tu correo electrónico en ${context.productName}`,
    greeting: `Hola, ${input.username}:`,
    paragraphs: [
      `Gracias por crear tu cuenta en ${context.productName}.`,
      'Confirma tu correo electrónico para empezar a crear campañas o recibir propuestas para tu podcast.',
    ],
    action: {
      label: 'Confirmar mi correo',
      url: `${context.publicUrl}/login/verify?token=${encodeURIComponent(input.token)}`,
    },
    footnote: 'El enlace caduca en 48 horas. Si no has creado esta cuenta, ignora este mensaje.',
  });
}

export function passwordResetMail(context: MailContext, input: { username: string; token: string }): RenderedMail {
  return renderMail(context, {
    template: 'reset-password',
    subject: `Restablece tu contraseña de ${context.productName}`,
    greeting: `Hola, ${input.username}:`,
    paragraphs: ['Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.'],
    action: {
      label: 'Elegir una contraseña nueva',
      url: `${context.publicUrl}/login/reset-password?token=${encodeURIComponent(input.token)}`,
    },
    footnote:
      'El enlace caduca en 1 hora y solo sirve una vez. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
  });
}

export function passwordChangedMail(context: MailContext, input: { username: string }): RenderedMail {
  return renderMail(context, {
    template: 'password-changed',
    subject: `Tu contraseña de ${context.productName} ha cambiado`,
    greeting: `Hola, ${input.username}:`,
    paragraphs: [
      'La contraseña de tu cuenta acaba de cambiar y hemos cerrado las demás sesiones abiertas.',
      'Si no has sido tú, restablece tu contraseña cuanto antes y escríbenos.',
    ],
    action: { label: `Ir a ${context.productName}`, url: `${context.publicUrl}/` },
  });
}

/** Sent to the alternative address itself: opening the link proves the user reads it. */
export function alternativeEmailMail(context: MailContext, input: { username: string; token: string }): RenderedMail {
  return renderMail(context, {
    template: 'alternative-email',
    subject: `Confirma tu correo alternativo en ${context.productName}`,
    greeting: `Hola, ${input.username}:`,
    paragraphs: [`Has añadido esta dirección como correo alternativo de tu cuenta en ${context.productName}.`],
    action: {
      label: 'Confirmar mi correo alternativo',
      url: `${context.publicUrl}/me/alternative-email?token=${encodeURIComponent(input.token)}`,
    },
    footnote: 'El enlace caduca en 24 horas y solo sirve una vez. Si no has sido tú, ignora este mensaje.',
  });
}

/** The last e-mail to the account's address, queued before the address is erased. */
export function accountDeletedMail(context: MailContext, input: { username: string }): RenderedMail {
  return renderMail(context, {
    template: 'account-deleted',
    subject: `Tu cuenta de ${context.productName} se ha eliminado`,
    greeting: `Hola, ${input.username}:`,
    paragraphs: [
      'Hemos eliminado tu cuenta y tus datos personales, y cerrado todas tus sesiones.',
      'Los mensajes que escribiste en campañas compartidas siguen ahí para las otras personas, firmados como «Usuario eliminado».',
      'Si no has sido tú, escríbenos cuanto antes respondiendo a este correo.',
    ],
  });
}

export function contactMail(
  context: MailContext,
  input: { name: string; email: string; message: string },
): RenderedMail {
  return renderMail(context, {
    template: 'contact',
    subject: `Mensaje de contacto de ${input.name}`,
    greeting: 'Hola, equipo:',
    paragraphs: [`${input.name} <${input.email}> ha escrito desde el formulario de contacto:`, input.message],
    footnote: `Responde directamente a ${input.email}.`,
  });
}
