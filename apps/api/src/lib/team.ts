import { BACKOFFICE_MESSAGES, PROPOSAL_MESSAGES } from '@patrocina/domain';
import type { Actor } from './actor';
import { AppError } from './errors';

/** The back office is the team's (scope agent or admin): anyone else is refused before anything is looked up. */
export function assertTeam(actor: Pick<Actor, 'scope'>): void {
  if (actor.scope !== 'agent' && actor.scope !== 'admin') throw new AppError('FORBIDDEN', PROPOSAL_MESSAGES.teamOnly);
}

/** DOMAIN.md: payment confirmation (and handing campaigns to agents) is the admins'. */
export function assertAdmin(actor: Pick<Actor, 'scope'>): void {
  assertTeam(actor);
  if (actor.scope !== 'admin') throw new AppError('FORBIDDEN', BACKOFFICE_MESSAGES.adminOnly);
}
