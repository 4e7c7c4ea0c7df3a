import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type ChatMessage, type ChatThread, type Me } from '@patrocina/domain';
import { campaignPodcasts, campaigns, chatMessages } from '../../db/schema';
import { bearer, json, type ErrorBody } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';
import { imageBytes } from '../../../test/files';
import { agent, countOf, send, setUpTestApp, t, thread, unreadOf } from './workroom.test-support';

setUpTestApp();

describe('what a message may be', () => {
  it('takes up to 2048 characters and refuses more, or nothing', async () => {
    const { path, advertiser } = await thread();
    expect((await send(path, advertiser.session, 'a'.repeat(2048))).statusCode).toBe(201);
    const tooLong = await send(path, advertiser.session, 'a'.repeat(2049));
    expect(tooLong.statusCode).toBe(400);
    expect(json<ErrorBody>(tooLong).error.fields).toContainEqual({ path: 'body', message: CHAT_MESSAGES.bodyTooLong });
    const blank = await send(path, advertiser.session, '   ');
    expect(blank.statusCode).toBe(400);
    expect(json<ErrorBody>(blank).error.fields).toContainEqual({ path: 'body', message: CHAT_MESSAGES.bodyRequired });
  });

  it('keeps an image attachment checked by its content and serves it only to the members, as a download', async () => {
    const { path, advertiser, podcaster } = await thread();
    const png = await imageBytes(120, 80);
    const sent = await send(path, advertiser.session, 'Te paso el logo', {
      attachment: png.toString('base64'),
      attachmentName: 'logo <final>.png',
    });
    expect(sent.statusCode).toBe(201);
    const message = json<{ data: ChatMessage }>(sent).data;
    expect(message.attachment?.name).toBe('logo _final.png');

    const download = await t.app.inject({
      method: 'GET',
      url: message.attachment!.url,
      headers: bearer(podcaster.session),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="adjunto-[0-9a-f-]+\.png"; filename\*=UTF-8''logo%20_final\.png$/,
    );

    const stranger = await createSignedInUser(t.app, t.database);
    expect(
      (await t.app.inject({ method: 'GET', url: message.attachment!.url, headers: bearer(stranger.session) }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an attachment whose content is not what it claims, or not base64, and stores no message', async () => {
    const { path, advertiser, entry } = await thread();
    const fake = await send(path, advertiser.session, 'Mira', {
      attachment: Buffer.from('#!/bin/sh\nrm -rf /\n').toString('base64'),
      attachmentName: 'foto.png',
    });
    expect(fake.statusCode).toBe(400);
    const garbled = await send(path, advertiser.session, 'Mira', {
      attachment: '%%%no-es-base64%%%',
      attachmentName: 'foto.png',
    });
    expect(json<ErrorBody>(garbled).error.message).toBe(CHAT_MESSAGES.attachmentUnreadable);
    const nameless = await send(path, advertiser.session, 'Mira', {
      attachment: (await imageBytes(10, 10)).toString('base64'),
    });
    expect(json<ErrorBody>(nameless).error.fields).toContainEqual({
      path: 'attachmentName',
      message: CHAT_MESSAGES.attachmentNameRequired,
    });
    expect(await t.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, entry.id))).toEqual([]);
  });

  it('refuses an attachment above 10 MB', async () => {
    const { path, advertiser } = await thread();
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0x25);
    big.write('%PDF-1.4\n');
    const response = await send(path, advertiser.session, 'Un PDF enorme', {
      attachment: big.toString('base64'),
      attachmentName: 'dossier.pdf',
    });
    expect(response.statusCode).toBe(413);
  });

  it('stores a send retried with the same client id once, even when both arrive together', async () => {
    const { path, advertiser, entry } = await thread();
    const clientId = randomUUID();
    const first = await send(path, advertiser.session, 'Una sola vez', { clientId });
    const again = await send(path, advertiser.session, 'Una sola vez', { clientId });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(json<{ data: ChatMessage }>(again).data.id).toBe(json<{ data: ChatMessage }>(first).data.id);

    const together = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(path, advertiser.session, 'A la vez', { clientId: together })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    const stored = await t.database.db.select().from(chatMessages).where(eq(chatMessages.threadId, entry.id));
    expect(stored.map((row) => row.body).sort()).toEqual(['A la vez', 'Una sola vez']);
  });
});

describe('unread counts', () => {
  it('counts what others wrote after what the member read, in the badge, the thread and /me', async () => {
    const { path, advertiser, podcaster } = await thread();
    const before = await unreadOf(podcaster.session);
    await send(path, podcaster.session, 'Mío, no cuenta');
    await send(path, advertiser.session, 'Primero');
    await send(path, agent.session, 'Segundo');

    expect(await unreadOf(podcaster.session)).toBe(before + 2);
    expect(await countOf(path, podcaster.session)).toEqual({ total: 3, unread: 2 });
    expect(
      json<{ data: Me }>(await t.call('GET', '/private/users/me', podcaster.session)).data.messageStats.unread,
    ).toBe(before + 2);

    const read = await t.call('PUT', `${path}/read`, podcaster.session);
    expect(json<{ data: { unread: number } }>(read).data.unread).toBe(before);
    expect(await countOf(path, podcaster.session)).toEqual({ total: 3, unread: 0 });
    // The advertiser read the podcaster's by answering it; the agent's came after.
    expect((await countOf(path, advertiser.session)).unread).toBe(1);
  });

  it('counts a reply as having read what came before it', async () => {
    const { path, advertiser, podcaster } = await thread();
    await send(path, advertiser.session, 'Pregunta');
    expect((await countOf(path, podcaster.session)).unread).toBe(1);
    await send(path, podcaster.session, 'Respuesta');
    expect((await countOf(path, podcaster.session)).unread).toBe(0);
  });
});

describe('when sending is off', () => {
  it('refuses sending once the campaign is finished, but still shows the thread', async () => {
    const { path, advertiser, campaign } = await thread({ substatus: 'IN_PROGRESS', picked: true });
    await send(path, advertiser.session, 'Antes del final');
    await t.database.db
      .update(campaigns)
      .set({ status: 'FINISHED', substatus: 'FINISHED' })
      .where(eq(campaigns.id, campaign.id));
    const view = json<{ data: ChatThread }>(await t.call('GET', path, advertiser.session)).data;
    expect(view).toMatchObject({ canSend: false, disabledReason: 'FINISHED' });
    expect(view.messages).toHaveLength(1);
    const refused = await send(path, advertiser.session, 'Después');
    expect(refused.statusCode).toBe(409);
    expect(json<ErrorBody>(refused).error).toMatchObject({
      code: 'CHAT_DISABLED',
      message: CHAT_MESSAGES.disabled.FINISHED,
    });
  });

  it('closes the thread of a podcast left out at payment, and of an expired proposal', async () => {
    const notPicked = await thread({ substatus: 'PENDING_DATES', picked: false });
    const refused = await send(notPicked.path, notPicked.podcaster.session, 'Hola');
    expect(json<ErrorBody>(refused).error.message).toBe(CHAT_MESSAGES.disabled.CLOSED);

    const expired = await thread();
    await t.database.db
      .update(campaignPodcasts)
      .set({ status: 'EXPIRED' })
      .where(eq(campaignPodcasts.id, expired.entry.id));
    expect(
      json<{ data: ChatThread }>(await t.call('GET', expired.path, expired.advertiser.session)).data.disabledReason,
    ).toBe('CLOSED');
    expect((await send(expired.path, expired.advertiser.session, 'Hola')).statusCode).toBe(409);
  });
});
