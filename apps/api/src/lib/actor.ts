import type { UserScope } from '@patrocina/domain';
import { unauthenticated } from './errors';

/**
 * Who is acting on a request: the one shape every service takes (docs/decisions/0016). The session
 * hook (plugins/session.ts) builds it once per request from the session and its user, as
 * `request.actor`; a service never sees the HTTP session nor the user's row. A service that needs
 * more of the account (its password hash, its profile) reads it by `id` itself.
 */
export interface Actor {
  /** The signed-in user's id: the user acted as, when an admin impersonates them. */
  id: string;
  email: string;
  username: string;
  /** What the user may do (DOMAIN.md "Who is who"): user, agent or admin. */
  scope: UserScope;
  /** The account's own address is confirmed (accepting a representation needs it). */
  emailVerified: boolean;
  /** The admin acting as the user, or null when the user is here in person. */
  impersonatorId: string | null;
  /**
   * The session of this request. Only the account's own session calls need it: keeping this
   * session when the password changes or the others are closed, marking it in the sessions list,
   * and the live stream, which ends with it.
   */
  sessionId: string;
}

/** The actor of a private route. The session hook already refused visitors; this narrows the type. */
export function requireActor(request: { actor: Actor | null }): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}
