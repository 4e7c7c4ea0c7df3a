import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { representations } from '../../db/schema';
import { bearer, buildSignup, json, lastMailTo, uniqueEmail, useTestApp, tokenMailedTo } from '../../../test/app';
import {
  buildProfile,
  createCampaignRecord,
  createFileRecord,
  createPodcast,
  createProposalEntry,
  createSignedInUser,
  createTeamMember,
} from '../../../test/factories';

const t = useTestApp();

type ErrorBody = { error: { code: string; message: string } };
type Mine = {
  data: {
    podcasts: {
      id: string;
      imManager: boolean;
      state: string;
      ownerName: string | null;
      representation: { status: string } | null;
    }[];
  };
};

async function ownerWithPodcast() {
  const owner = await createSignedInUser(t.app, t.database, { username: 'Marta Dueña' });
  const podcast = await createPodcast(t.database.db, {
    ownerId: owner.id,
    title: `Voces del Sur ${owner.id.slice(0, 6)}`,
  });
  return { owner, podcast };
}

function invite(podcastId: string, token: string, email: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/private/podcasts/${podcastId}/representation`,
    headers: bearer(token),
    payload: { email },
  });
}

/** The token of the accept or reject link in the invitation. */
async function linkToken(email: string, page: 'accepted' | 'rejected') {
  const mail = await lastMailTo(t.database, email);
  const match = new RegExp(`/podcast/manager-representation-${page}\\?token=([\\w-]+)`).exec(mail!.text);
  return decodeURIComponent(match![1]!);
}

function readInvitation(token: string) {
  return t.call('POST', '/public/representations/invitation', undefined, { token });
}

function accept(token: string, session?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/private/podcasts/representations/accept',
    ...(session ? { headers: bearer(session) } : {}),
    payload: { token },
  });
}

function reject(token: string) {
  return t.call('POST', '/public/representations/reject', undefined, { token });
}

function mine(token: string) {
  return t.call('GET', '/private/podcasts/mine', token);
}

function sheet(podcastId: string, session: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/private/podcasts/${podcastId}/sheet`, headers: bearer(session) });
}

/** An account made with an address and never confirmed, signed in with its password. */
async function unconfirmedAccount(email: string) {
  const body = buildSignup({ email, username: 'Quien Llegó Antes' });
  expect((await t.call('POST', '/authentication/signup', undefined, body)).statusCode).toBe(201);
  const login = await t.call('POST', '/authentication/login', undefined, {
    email,
    password: body.password,
    method: 'LOGIN',
  });
  expect(login.statusCode).toBe(200);
  return { ...body, session: json<{ data: { token: string } }>(login).data.token };
}

async function statusOf(podcastId: string) {
  const [row] = await t.database.db.select().from(representations).where(eq(representations.podcastId, podcastId));
  return row!;
}

describe('representation', () => {
  it('invites by e-mail; the representative accepts signed in, sees the podcast as managed and edits its sheet', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const manager = await createSignedInUser(t.app, t.database);

    const invited = await invite(podcast.id, owner.session, manager.email);
    expect(invited.statusCode).toBe(201);
    const mail = await lastMailTo(t.database, manager.email);
    expect(mail!.subject).toBe(`Marta Dueña te invita a representar «${podcast.title}»`);

    const accepted = await accept(await linkToken(manager.email, 'accepted'), manager.session);
    expect(json(accepted)).toEqual({
      data: { podcastTitle: podcast.title, ownerName: 'Marta Dueña', managerEmail: manager.email, hasAccount: true },
    });
    expect((await lastMailTo(t.database, owner.email))!.subject).toBe(
      `${manager.email} ya representa «${podcast.title}»`,
    );
    expect(await statusOf(podcast.id)).toMatchObject({ status: 'ACCEPTED', managerId: manager.id });

    const list = json<Mine>(await mine(manager.session)).data.podcasts;
    expect(list).toEqual([
      expect.objectContaining({ id: podcast.id, imManager: true, ownerName: 'Marta Dueña', state: 'SHEET_INCOMPLETE' }),
    ]);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/private/podcasts/${podcast.id}/sheet/profile`,
      headers: bearer(manager.session),
      // The owner's header and the representative's own extra image: either may use what the other uploaded.
      payload: {
        ...(await buildProfile(t.database.db, owner.id)),
        extraImageIds: [(await createFileRecord(t.database.db, manager.id, 'podcast-extra')).id],
      },
    });
    expect(edit.statusCode).toBe(200);
    const ownerView = json<Mine>(await mine(owner.session)).data.podcasts[0]!;
    expect(ownerView).toMatchObject({ imManager: false, representation: { status: 'ACCEPTED' } });
  });

  it('opening a link only reads the invitation: nothing changes, nobody is e-mailed', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const email = uniqueEmail('rep');
    await invite(podcast.id, owner.session, email);
    const token = await linkToken(email, 'accepted');
    const ownerMailBefore = await lastMailTo(t.database, owner.email);

    const read = await readInvitation(token);
    expect(json(read)).toEqual({
      data: { podcastTitle: podcast.title, ownerName: 'Marta Dueña', managerEmail: email, hasAccount: false },
    });
    expect(read.headers['cache-control']).toBe('no-store');
    expect(await statusOf(podcast.id)).toMatchObject({ status: 'PENDING', managerId: null, respondedAt: null });
    expect((await lastMailTo(t.database, owner.email))?.id).toBe(ownerMailBefore?.id);
    expect(json<ErrorBody>(await readInvitation('x'.repeat(43))).error.code).toBe('INVALID_LINK');
  });

  it('refuses the owner’s own e-mail with the reason', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const response = await invite(podcast.id, owner.session, owner.email.toUpperCase());
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).error.message).toBe('El correo del representante debe ser distinto del tuyo');
  });

  it('allows one live invitation at a time, and only the owner may invite or cancel', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    expect((await invite(podcast.id, owner.session, uniqueEmail('rep'))).statusCode).toBe(201);
    const second = await invite(podcast.id, owner.session, uniqueEmail('rep'));
    expect(second.statusCode).toBe(409);
    expect(json<ErrorBody>(second).error.message).toBe(
      'Este podcast ya tiene un representante o una invitación pendiente.',
    );

    const stranger = await createSignedInUser(t.app, t.database);
    expect((await invite(podcast.id, stranger.session, uniqueEmail('rep'))).statusCode).toBe(403);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/private/podcasts/${podcast.id}/representation`,
      headers: bearer(stranger.session),
    });
    expect(cancel.statusCode).toBe(403);
  });

  it('a link works once: a second use, or a use after cancelling, is an expired link', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const email = uniqueEmail('rep');
    await invite(podcast.id, owner.session, email);
    const token = await linkToken(email, 'rejected');
    expect(json(await reject(token))).toMatchObject({ data: { hasAccount: false } });
    expect((await lastMailTo(t.database, owner.email))!.subject).toBe(
      `${email} ha rechazado representar «${podcast.title}»`,
    );
    const someone = await createSignedInUser(t.app, t.database);
    const again = await accept(token, someone.session);
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again).error).toEqual({
      code: 'EXPIRED_LINK',
      message: 'El enlace ha caducado. Solicita uno nuevo.',
    });

    const manager = await createSignedInUser(t.app, t.database);
    await invite(podcast.id, owner.session, manager.email);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/private/podcasts/${podcast.id}/representation`,
      headers: bearer(owner.session),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await accept(await linkToken(manager.email, 'accepted'), manager.session)).statusCode).toBe(400);
    expect(json<ErrorBody>(await accept('x'.repeat(43), manager.session)).error.code).toBe('INVALID_LINK');
  });

  it('cancelling an accepted representation takes the podcast away from the representative', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const manager = await createSignedInUser(t.app, t.database);
    await invite(podcast.id, owner.session, manager.email);
    await accept(await linkToken(manager.email, 'accepted'), manager.session);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/private/podcasts/${podcast.id}/representation`,
      headers: bearer(owner.session),
    });
    expect((await lastMailTo(t.database, manager.email))!.subject).toBe(`Ya no representas «${podcast.title}»`);
    expect(json<Mine>(await mine(manager.session)).data.podcasts).toEqual([]);
    expect((await sheet(podcast.id, manager.session)).statusCode).toBe(403);
  });
});

describe('who can accept (the rights bind to the account that accepted, never to the address)', () => {
  it('refuses a visitor: accepting needs a session, and the invitation keeps waiting', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const email = uniqueEmail('rep');
    await invite(podcast.id, owner.session, email);
    const refused = await accept(await linkToken(email, 'accepted'));
    expect(refused.statusCode).toBe(401);
    expect(await statusOf(podcast.id)).toMatchObject({ status: 'PENDING', managerId: null });
  });

  it('refuses an account with another address, whatever link it holds, and the right account can still accept', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const invitee = await createSignedInUser(t.app, t.database);
    const other = await createSignedInUser(t.app, t.database);
    await invite(podcast.id, owner.session, invitee.email);
    const token = await linkToken(invitee.email, 'accepted');

    const refused = await accept(token, other.session);
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused).error).toEqual({
      code: 'WRONG_ACCOUNT',
      message: 'Esta invitación es para otra dirección de correo. Entra con la cuenta de esa dirección para aceptarla.',
    });
    expect(await statusOf(podcast.id)).toMatchObject({ status: 'PENDING', managerId: null });
    expect((await accept(token, invitee.session)).statusCode).toBe(200);
  });

  it('gives nothing to an account made with the address before the invitation and never confirmed; the inbox’s owner gets the podcast', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const advertiser = await createSignedInUser(t.app, t.database);
    const agent = await createTeamMember(t.app, t.database, 'agent');
    const campaign = await createCampaignRecord(t.database.db, advertiser.id, {
      substatus: 'PENDING_RESPONSE',
      agentId: agent.id,
    });
    await createProposalEntry(t.database.db, campaign.id, podcast.id);
    const thread = `/api/v1/private/campaigns/${campaign.id}/podcasts/${podcast.id}/messages`;

    // Someone signs up with the address the owner is about to invite, and never confirms it.
    const address = uniqueEmail('representante');
    const squatter = await unconfirmedAccount(address);
    await invite(podcast.id, owner.session, address);
    const token = await linkToken(address, 'accepted');

    // Even holding the link, that account cannot accept: the address is not proven to be theirs.
    const refused = await accept(token, squatter.session);
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorBody>(refused).error.code).toBe('EMAIL_NOT_CONFIRMED');
    expect(await statusOf(podcast.id)).toMatchObject({ status: 'PENDING', managerId: null });

    // It reads nothing of the podcast, its proposals or the advertiser's thread, and cannot write there.
    expect((await sheet(podcast.id, squatter.session)).statusCode).toBe(403);
    expect(json<Mine>(await mine(squatter.session)).data.podcasts).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: thread, headers: bearer(squatter.session) })).statusCode).toBe(
      403,
    );
    const written = await t.app.inject({
      method: 'POST',
      url: thread,
      headers: bearer(squatter.session),
      payload: { body: 'Hablo por el podcast' },
    });
    expect(written.statusCode).toBe(403);
    const proposals = await t.call('GET', '/private/podcaster-or-manager-campaigns', squatter.session);
    expect(proposals.statusCode).toBe(200);
    expect(proposals.body).not.toContain(campaign.id);

    // The inbox's owner takes the account back with a password reset, which proves the address, and accepts.
    await t.call('POST', '/authentication/lost-password', undefined, { email: address });
    const resetToken = await tokenMailedTo(t.database, address, '/login/reset-password');
    const reset = await t.call('POST', '/authentication/change-password', undefined, {
      token: resetToken,
      password: 'la contraseña de verdad',
    });
    expect(reset.statusCode).toBe(200);
    const realSession = json<{ data: { token: string } }>(reset).data.token;
    // The squatter's session ended with the reset.
    expect((await mine(squatter.session)).statusCode).toBe(401);

    expect((await accept(token, realSession)).statusCode).toBe(200);
    expect(json<Mine>(await mine(realSession)).data.podcasts).toEqual([
      expect.objectContaining({ id: podcast.id, imManager: true }),
    ]);
    expect((await sheet(podcast.id, realSession)).statusCode).toBe(200);
  });

  it('gives nothing to whoever signs up with the address after the invitation, until that account confirms it and accepts', async () => {
    const { owner, podcast } = await ownerWithPodcast();
    const address = uniqueEmail('representante');
    await invite(podcast.id, owner.session, address);
    const token = await linkToken(address, 'accepted');
    expect(json(await readInvitation(token))).toMatchObject({ data: { hasAccount: false } });

    const late = await unconfirmedAccount(address);
    expect(json(await readInvitation(token))).toMatchObject({ data: { hasAccount: true } });
    expect((await sheet(podcast.id, late.session)).statusCode).toBe(403);
    expect(json<ErrorBody>(await accept(token, late.session)).error.code).toBe('EMAIL_NOT_CONFIRMED');

    const verifyToken = await tokenMailedTo(t.database, address, '/login/verify');
    const verified = await t.call('POST', '/authentication/verify', undefined, { token: verifyToken });
    expect(verified.statusCode).toBe(200);
    expect((await accept(token, late.session)).statusCode).toBe(200);
    expect((await sheet(podcast.id, late.session)).statusCode).toBe(200);
  });
});
