import type { ContactInput } from '@patrocina/domain';
import type { AppContext } from '../../context';
import { contactAddress } from '../../lib/contact-address';
import { withOutbox } from '../../mail/outbox';
import { contactMail, mailContext } from '../../mail/templates';

/** A visitor's message reaches the team as an e-mail through the outbox. */
export async function sendContactMessage(ctx: AppContext, input: ContactInput): Promise<void> {
  await withOutbox(ctx, async (_tx, queueMail) => {
    await queueMail(contactAddress(ctx.config), contactMail(mailContext(ctx.config), input));
  });
}
