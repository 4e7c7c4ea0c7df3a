import { eq } from 'drizzle-orm';
import type { AgencyMemberRole } from '@patrocina/domain';
import { users } from '../../db/schema';
import { bearer, lastMailTo, type TestApp } from '../../../test/app';
import { createSignedInUser, type SignedIn } from '../../../test/factories';

/** The token of the invitation link in the newest e-mail to the address. */
export async function invitationTokenMailedTo(t: TestApp, email: string): Promise<string> {
  const mail = await lastMailTo(t.database, email);
  const match = /\/agency\/invitations\/([\w-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`No agency invitation in the e-mail to ${email}`);
  return decodeURIComponent(match[1]);
}

/** An agency account: a signed-in user who answered «¿Eres una agencia?» with yes. */
export async function createAgency(t: TestApp, username = 'Agencia de Prueba'): Promise<SignedIn> {
  const owner = await createSignedInUser(t.app, t.database, { username });
  await t.database.db.update(users).set({ isAgency: true }).where(eq(users.id, owner.id));
  return owner;
}

export function invite(t: TestApp, session: string, email: string, role: AgencyMemberRole) {
  return t.call('POST', '/private/agency/invitations', session, { email, role });
}

export function accept(t: TestApp, token: string, session: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/private/agency/invitations/${token}/accept`,
    headers: bearer(session),
  });
}

/** A new user who joined the agency with the role, through the invitation and its click. */
export async function joinAgency(t: TestApp, agency: SignedIn, role: AgencyMemberRole): Promise<SignedIn> {
  const colleague = await createSignedInUser(t.app, t.database, { username: 'Colega de Prueba' });
  const invited = await invite(t, agency.session, colleague.email, role);
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const accepted = await accept(t, await invitationTokenMailedTo(t, colleague.email), colleague.session);
  if (accepted.statusCode !== 200) throw new Error(`acceptance failed: ${accepted.body}`);
  return colleague;
}
