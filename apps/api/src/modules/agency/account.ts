import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

// agency-brands' minimal version: the owner only. agency-team's version (members and their roles)
// replaces this file when the branches merge; callers ask only agencyAccountOf for the agency and role.

export type AgencyRole = 'owner' | 'manager' | 'viewer';
export interface AgencyAccount {
  agencyId: string;
  role: AgencyRole;
}

/** The agency the user acts for: their own when flagged as agency, the one they joined, or null. */
export async function agencyAccountOf(db: Executor, userId: string): Promise<AgencyAccount | null> {
  const [row] = await db.select({ isAgency: users.isAgency }).from(users).where(eq(users.id, userId));
  return row?.isAgency ? { agencyId: userId, role: 'owner' } : null;
}
