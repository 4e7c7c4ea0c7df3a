import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatThread, ReadApproval } from '@patrocina/domain';
import { json } from '../../../test/app';
import { campaignPodcasts, readRounds } from '../../db/schema';
import { sendChatDigests } from '../workroom';
import { createRepresentation, createSignedInUser } from '../../../test/factories';
import { SPOT_MP3, upload } from '../../../test/files';
import {
  admin,
  agent,
  clock,
  hiredRow,
  mailsTo,
  paidCampaign,
  pendingBadge,
  planAllOn,
  podcaster,
  record,
  setUpTestApp,
  t,
  tick,
} from './running.test-support';

/** Issue 20, the read's approval through the API: rounds, who answers, the working-day clock and the recording gate. */
setUpTestApp();

const readPath = (campaignId: string, podcastId: string) =>
  `/private/campaigns/${campaignId}/podcasts/${podcastId}/read`;
const sendScript = (
  session: string,
  campaignId: string,
  podcastId: string,
  script = 'Gracias a Café Aroma, tu café de cada mañana.',
) => t.call('POST', `${readPath(campaignId, podcastId)}/script`, session, { script });
const decide = (session: string, campaignId: string, podcastId: string, decision: string, comment?: string) =>
  t.call('PUT', `${readPath(campaignId, podcastId)}/decision`, session, {
    decision,
    ...(comment === undefined ? {} : { comment }),
  });
const readOf = async (session: string, campaignId: string, podcastId: string) => {
  const response = await t.call('GET', readPath(campaignId, podcastId), session);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: ReadApproval }>(response).data;
};
const errorOf = (response: Parameters<typeof json>[0]) => json<{ error: { message: string } }>(response).error.message;

async function hiredNeedingRead() {
  clock.moveTo('2026-11-25');
  const show = await podcaster();
  const { campaign, owner } = await paidCampaign([show], { read: 'required' });
  return { show, campaign, owner };
}

describe('the read of a hired podcast', () => {
  it('goes round by round: script sent, changes asked with a comment, new script, approved by the agent; every round kept', async () => {
    const { show, campaign, owner } = await hiredNeedingRead();
    const first = await readOf(show.user.session, campaign.id, show.podcast.id);
    expect(first).toMatchObject({ state: 'DUE', canSubmit: true, canDecide: false, rounds: [] });

    const sent = await sendScript(show.user.session, campaign.id, show.podcast.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json<{ data: ReadApproval }>(sent).data).toMatchObject({ state: 'WAITING', canSubmit: false });
    const [toOwner] = await mailsTo(owner.email, 'read-submitted');
    expect(toOwner?.subject).toContain('te ha enviado el guion');
    expect(await mailsTo(agent.email, 'read-submitted')).not.toHaveLength(0);

    // Sent twice (a double click): the second is refused, one round waits.
    const again = await sendScript(show.user.session, campaign.id, show.podcast.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toContain('Ya hay una lectura esperando respuesta');

    const noComment = await decide(owner.session, campaign.id, show.podcast.id, 'CHANGES_REQUESTED', '  ');
    expect(noComment.statusCode).toBe(400);
    expect(noComment.body).toContain('Explica qué cambios necesitas');
    const changes = await decide(
      owner.session,
      campaign.id,
      show.podcast.id,
      'CHANGES_REQUESTED',
      'Di el código AROMA10 al final',
    );
    expect(changes.statusCode, changes.body).toBe(200);
    const [changesMail] = await mailsTo(show.user.email, 'read-changes-requested');
    expect(changesMail?.text).toContain('Di el código AROMA10 al final');
    expect(changesMail?.text).toContain('El anunciante de la campaña');
    expect((await decide(owner.session, campaign.id, show.podcast.id, 'APPROVED')).statusCode).toBe(409);

    expect(
      (await sendScript(show.user.session, campaign.id, show.podcast.id, 'Nuevo guion con AROMA10')).statusCode,
    ).toBe(200);
    const approved = await decide(agent.session, campaign.id, show.podcast.id, 'APPROVED');
    expect(approved.statusCode, approved.body).toBe(200);
    // The agent answered, and the podcaster is told so: not «El anunciante».
    const approvedMails = await mailsTo(show.user.email, 'read-approved');
    expect(approvedMails).toHaveLength(1);
    expect(approvedMails[0]?.text).toContain('El gestor de la campaña');
    expect(approvedMails[0]?.text).not.toContain('El anunciante');

    const read = await readOf(owner.session, campaign.id, show.podcast.id);
    expect(read.state).toBe('APPROVED');
    expect(
      read.rounds.map((round) => [round.number, round.script, round.decision, round.comment, round.decidedBy]),
    ).toEqual([
      [
        1,
        'Gracias a Café Aroma, tu café de cada mañana.',
        'CHANGES_REQUESTED',
        'Di el código AROMA10 al final',
        owner.username,
      ],
      [2, 'Nuevo guion con AROMA10', 'APPROVED', null, agent.username],
    ]);
    const late = await sendScript(show.user.session, campaign.id, show.podcast.id);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toBe('La lectura ya está aprobada.');

    // Every step is an event in the workroom thread, without an author, for the three parties.
    for (const session of [show.user.session, owner.session, agent.session]) {
      const thread = json<{ data: ChatThread }>(
        await t.call('GET', `/private/campaigns/${campaign.id}/podcasts/${show.podcast.id}/messages`, session),
      ).data;
      expect(thread.messages.filter((m) => m.kind === 'EVENT').map((m) => [m.body, m.author])).toEqual([
        ['Guion enviado', null],
        ['Cambios pedidos: Di el código AROMA10 al final', null],
        ['Guion enviado', null],
        ['Lectura aprobada', null],
      ]);
    }
    // Unread for the others, not for whoever took the step.
    const unread = async (session: string) =>
      json<{ data: { unread: number } }>(
        await t.call('GET', `/private/campaigns/${campaign.id}/podcasts/${show.podcast.id}/messages/count`, session),
      ).data.unread;
    expect([await unread(show.user.session), await unread(owner.session), await unread(agent.session)]).toEqual([
      2, 3, 3,
    ]);
    // The read's own e-mails told them: no «mensaje sin leer» for events alone.
    clock.setOffsetMs(clock.offsetMs() + 60 * 60_000);
    await sendChatDigests({
      db: t.database.db,
      mail: { dispatch: () => Promise.resolve() },
      log: t.app.log,
      clock,
      config: t.config,
    });
    expect(await mailsTo(owner.email, 'chat-unread')).toEqual([]);
  });

  it('lets only whoever runs the podcast send it and only the advertiser or the agent answer it', async () => {
    const { show, campaign, owner } = await hiredNeedingRead();
    const stranger = await createSignedInUser(t.app, t.database);
    const other = await podcaster('Otro Podcast');

    expect((await sendScript(stranger.session, campaign.id, show.podcast.id)).statusCode).toBe(404);
    expect((await sendScript(other.user.session, campaign.id, show.podcast.id)).statusCode).toBe(404);
    expect((await sendScript(owner.session, campaign.id, show.podcast.id)).statusCode).toBe(403);
    expect((await t.call('GET', readPath(campaign.id, show.podcast.id), stranger.session)).statusCode).toBe(404);
    expect((await sendScript(show.user.session, campaign.id, show.podcast.id)).statusCode).toBe(200);

    expect((await decide(show.user.session, campaign.id, show.podcast.id, 'APPROVED')).statusCode).toBe(403);
    expect((await decide(stranger.session, campaign.id, show.podcast.id, 'APPROVED')).statusCode).toBe(404);
    expect((await decide(other.user.session, campaign.id, show.podcast.id, 'APPROVED')).statusCode).toBe(404);
    expect((await readOf(owner.session, campaign.id, show.podcast.id)).canDecide).toBe(true);
    expect((await readOf(show.user.session, campaign.id, show.podcast.id)).canDecide).toBe(false);
  });

  it('is sent by the representative of a managed podcast, not by its owner, who still reads it', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster('Podcast Representado');
    const representative = await createSignedInUser(t.app, t.database);
    await createRepresentation(t.database.db, show.podcast.id, show.user.id, representative);
    const { campaign } = await paidCampaign([show], { read: 'required' });

    const byOwner = await sendScript(show.user.session, campaign.id, show.podcast.id);
    expect(byOwner.statusCode).toBe(403);
    expect((await sendScript(representative.session, campaign.id, show.podcast.id)).statusCode).toBe(200);
    expect((await readOf(show.user.session, campaign.id, show.podcast.id)).state).toBe('WAITING');
  });

  it('takes a recorded sample uploaded as audio, and refuses a file that is not the sender’s audio', async () => {
    const { show, campaign, owner } = await hiredNeedingRead();
    const uploaded = await upload(t.app, show.user.session, 'read-sample', {
      name: 'lectura.mp3',
      bytes: SPOT_MP3,
      type: 'audio/mpeg',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = json<{ data: { id: string } }>(uploaded).data.id;

    const notMine = await t.call('POST', `${readPath(campaign.id, show.podcast.id)}/sample`, show.user.session, {
      fileId: '00000000-0000-4000-8000-000000000000',
    });
    expect(notMine.statusCode).toBe(400);
    const sent = await t.call('POST', `${readPath(campaign.id, show.podcast.id)}/sample`, show.user.session, {
      fileId,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const round = json<{ data: ReadApproval }>(sent).data.rounds[0]!;
    expect(round.script).toBeNull();
    expect(round.sample?.name).toBe('lectura.mp3');

    const audio = await t.call('GET', round.sample!.url.replace('/api/v1', ''), owner.session);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toContain('audio/mpeg');
    const stranger = await createSignedInUser(t.app, t.database);
    expect((await t.call('GET', round.sample!.url.replace('/api/v1', ''), stranger.session)).statusCode).toBe(404);
    const [mail] = await mailsTo(owner.email, 'read-submitted');
    expect(mail?.subject).toContain('una muestra grabada');
  });
});

describe('two working days without an answer', () => {
  it('count as approval on the business clock, skipping the weekend and the 8 December holiday; both sides are told', async () => {
    const { show, campaign, owner } = await hiredNeedingRead();
    clock.moveTo('2026-12-04'); // a Friday
    const sent = await sendScript(show.user.session, campaign.id, show.podcast.id);
    expect(json<{ data: ReadApproval }>(sent).data.rounds[0]!.dueOn).toBe('2026-12-09');

    clock.moveTo('2026-12-09');
    await tick();
    expect((await readOf(show.user.session, campaign.id, show.podcast.id)).state).toBe('WAITING');
    expect(await mailsTo(show.user.email, 'read-auto-approved')).toEqual([]);

    clock.moveTo('2026-12-10');
    await tick();
    await tick();
    const read = await readOf(owner.session, campaign.id, show.podcast.id);
    expect(read.state).toBe('APPROVED');
    expect(read.rounds[0]).toMatchObject({ decision: 'AUTO_APPROVED', decidedBy: null });
    expect(await mailsTo(show.user.email, 'read-auto-approved')).toHaveLength(1);
    expect(await mailsTo(owner.email, 'read-auto-approved')).toHaveLength(1);
    // Too late to answer now.
    expect((await decide(owner.session, campaign.id, show.podcast.id, 'CHANGES_REQUESTED', 'Tarde')).statusCode).toBe(
      409,
    );
  });
});

describe('a campaign closed while its read waits', () => {
  it('has no read left to approve: the tick leaves it and tells nobody', async () => {
    const { show, campaign, owner } = await hiredNeedingRead();
    clock.moveTo('2026-12-04');
    await sendScript(show.user.session, campaign.id, show.podcast.id);
    const closed = await t.call('PUT', `/private/backoffice/campaigns/${campaign.id}/finish`, admin.session, {
      reason: 'El anunciante ha cerrado su tienda',
    });
    expect(closed.statusCode).toBe(200);

    clock.moveTo('2026-12-14');
    await tick();
    // Nothing written: the round is as the closing found it.
    const rounds = await t.database.db
      .select({ decision: readRounds.decision, decidedAt: readRounds.decidedAt })
      .from(readRounds)
      .innerJoin(campaignPodcasts, eq(campaignPodcasts.id, readRounds.campaignPodcastId))
      .where(eq(campaignPodcasts.campaignId, campaign.id));
    expect(rounds).toEqual([{ decision: 'PENDING', decidedAt: null }]);
    expect(await mailsTo(show.user.email, 'read-auto-approved')).toEqual([]);
    expect(await mailsTo(owner.email, 'read-auto-approved')).toEqual([]);
  });
});

describe('recording a host-read action', () => {
  const aired = { episodeUrl: 'https://example.com/episodios/9', adStart: '4:05' };

  it('is refused until the read is approved, then allowed', async () => {
    const { show, campaign, owner } = await hiredNeedingRead();
    const { actions } = await hiredRow(show.user.session, campaign.id);
    expect((await planAllOn(show.user.session, campaign.id, show.podcast.id, actions, '2026-12-02')).statusCode).toBe(
      200,
    );
    clock.moveTo('2026-12-02');
    const refused = await record(show.user.session, campaign.id, actions[0]!.id, aired);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toContain('el anunciante tiene que aprobar la lectura');

    await sendScript(show.user.session, campaign.id, show.podcast.id);
    expect((await record(show.user.session, campaign.id, actions[0]!.id, aired)).statusCode).toBe(409);
    await decide(owner.session, campaign.id, show.podcast.id, 'APPROVED');
    expect((await record(show.user.session, campaign.id, actions[0]!.id, aired)).statusCode).toBe(200);
  });

  it('needs no read when the brief says «sin aprobación previa»', async () => {
    clock.moveTo('2026-11-25');
    const show = await podcaster();
    const { campaign } = await paidCampaign([show], { read: 'optedOut' });
    const read = await readOf(show.user.session, campaign.id, show.podcast.id);
    expect(read).toMatchObject({ state: 'OPTED_OUT', canSubmit: false });
    expect((await sendScript(show.user.session, campaign.id, show.podcast.id)).statusCode).toBe(409);
    const { actions } = await hiredRow(show.user.session, campaign.id);
    await planAllOn(show.user.session, campaign.id, show.podcast.id, actions, '2026-12-02');
    clock.moveTo('2026-12-02');
    expect((await record(show.user.session, campaign.id, actions[0]!.id, aired)).statusCode).toBe(200);
  });
});

describe('the pending-actions badge', () => {
  it('counts the read due for the podcaster and the round waiting for the advertiser and the agent', async () => {
    const { show, campaign, owner } = await hiredNeedingRead();
    const { actions } = await hiredRow(show.user.session, campaign.id);
    await planAllOn(show.user.session, campaign.id, show.podcast.id, actions, '2026-12-02');
    expect(await pendingBadge(show.user.session)).toBe(1);
    expect(await pendingBadge(owner.session)).toBe(0);

    await sendScript(show.user.session, campaign.id, show.podcast.id);
    expect(await pendingBadge(show.user.session)).toBe(0);
    expect(await pendingBadge(owner.session)).toBe(1);

    await decide(owner.session, campaign.id, show.podcast.id, 'CHANGES_REQUESTED', 'Más corto');
    expect(await pendingBadge(show.user.session)).toBe(1);
    expect(await pendingBadge(owner.session)).toBe(0);
  });
});
