import type { ContactInput } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { withOutbox } from '../../mail/outbox';
import { contactMail, mailContext } from '../../mail/templates';

export function contactAddress(config: AppContext['config']): string {
  return config.CONTACT_EMAIL ?? `contacto@${new URL(config.PUBLIC_URL).hostname}`;
}

/** A visitor's message reaches the team as an e-mail through the outbox. */
export async function sendContactMessage(ctx: AppContext, input: ContactInput): Promise<void> {
  await withOutbox(ctx, async (_tx, queueMail) => {
    await queueMail(contactAddress(ctx.config), contactMail(mailContext(ctx.config), input));
  });
}
