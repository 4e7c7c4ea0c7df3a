import type { BackofficeCampaign, CampaignProposal } from '@patrocina/domain';
import type { AppContext } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { QueueMailFn } from '../../mail/outbox';

/**
 * What the campaign's own calls need of the modules built on it (proposals, actions), handed in by
 * app.ts as functions so that those modules may import this one and never the other way round.
 */
export interface LaterStages {
  /** The published proposal, as the campaign's detail shows it (proposals: loadProposal). */
  proposalOf: (db: Executor, row: CampaignRow) => Promise<CampaignProposal | null>;
  /** The back office's view of one campaign, with its draft (proposals: toBackofficeCampaign). */
  backofficeViewOf: (db: Executor, row: CampaignRow, actor: Actor) => Promise<BackofficeCampaign>;
  /** What resuming a paused campaign does to its actions (actions: replanPausedDays). */
  afterResume: (ctx: AppContext, tx: Transaction, saved: CampaignRow, queueMail: QueueMailFn) => Promise<void>;
}
