import { ACTION_MESSAGES, can, type BackofficeCampaign } from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { assertAdmin } from '../../lib/team';
import { withOutbox } from '../../mail/outbox';
import { refundUnairedActions } from '../billing';
import { loadTeamCampaign } from '../campaigns';
import { toBackofficeCampaign } from '../proposals';
import { finishRunningCampaign } from './settle';

/**
 * An admin closes a paid campaign by hand, with the reason (issue 7): one in progress, or one that
 * cannot get going (its podcasters never planned). It is FINISHED; nothing more is asked of anyone.
 * What never aired will not: its held money goes back to the advertiser with a credit note (billing's
 * refundUnairedActions), and the close's e-mail says so; aired actions are paid as usual.
 */
export async function closeCampaign(
  ctx: AppContext,
  actor: Actor,
  id: string,
  reason: string,
): Promise<BackofficeCampaign> {
  assertAdmin(actor);
  return withOutbox(ctx, async (tx, queueMail) => {
    const saved = await loadTeamCampaign(tx, actor, id, { forUpdate: true });
    if (!can('closeCampaign', saved.substatus)) throw new AppError('CONFLICT', ACTION_MESSAGES.notInProgress);
    const refunded = await refundUnairedActions(tx, saved.id, {
      reason: `Campaña cerrada antes de emitir la acción: ${reason}`,
      at: ctx.clock.now(),
    });
    const refund = refunded && {
      refundedCents: refunded.refundedCents,
      creditNoteCodes: refunded.creditNotes.map((note) => note.code),
    };
    const finished = await finishRunningCampaign(tx, ctx, saved, reason, queueMail, refund);
    return toBackofficeCampaign(tx, finished, actor);
  });
}
