import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimDetailsSchema } from '@patrocina/domain';
import { json } from '../../../test/app';
import { createSignedInUser } from '../../../test/factories';
import { buildFeed } from '../../../test/feeds';
import { mailOutbox, podcastClaims, podcasts } from '../../db/schema';
import { maskEmail } from './claims';
import {
  add,
  addedFeed,
  backdateCode,
  claimRow,
  codeSentTo,
  errorOf,
  feeds,
  getClaim,
  mine,
  sendCode,
  setUpTestApp,
  t,
  verifyCode,
  verifyFeed,
  type Added,
  type Details,
  type Mine,
} from './claims.test-support';

// Proving that one runs a podcast added by its feed: a code e-mailed to the feed's owner, or a token in it.
setUpTestApp();

describe('proving ownership', () => {
  it('by a code e-mailed to the feed’s owner: wrong code, right code, and a repeated submit', async () => {
    const { user, ownerEmail, id, added } = await addedFeed();

    const before = json<Details>(await getClaim(user.session, id));
    expect(claimDetailsSchema.parse(before.data)).toEqual(before.data);
    expect(before.data.claim).toEqual({
      feedToken: added.claim.feedToken,
      ownerEmailHint: maskEmail(ownerEmail),
      codeSentAt: null,
      canResendAt: null,
    });

    const sent = await sendCode(user.session, id);
    expect(sent.statusCode).toBe(200);
    expect(json(sent)).toEqual({ data: { sentTo: maskEmail(ownerEmail) } });
    const code = await codeSentTo(ownerEmail);
    const stored = await claimRow(id, user.id);
    expect(stored.codeHash).not.toContain(code);
    expect(stored.codeExpiresAt!.getTime() - stored.codeSentAt!.getTime()).toBe(30 * 60_000);

    const details = json<Details>(await getClaim(user.session, id)).data.claim;
    expect(details.codeSentAt).toBe(stored.codeSentAt!.toISOString());
    expect(new Date(details.canResendAt!).getTime() - new Date(details.codeSentAt!).getTime()).toBe(60_000);

    const wrong = await verifyCode(user.session, id, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({
      code: 'WRONG_CODE',
      message: 'El código no es correcto. Revisa el correo y vuelve a escribirlo.',
    });
    const malformed = await verifyCode(user.session, id, '12ab');
    expect(errorOf(malformed).message).toBe('El código tiene 6 cifras.');

    const right = await verifyCode(user.session, id, code);
    expect(right.statusCode).toBe(200);
    expect(json(right)).toEqual({ data: { podcast: added.podcast } });

    const [podcast] = await t.database.db.select().from(podcasts).where(eq(podcasts.id, id));
    expect(podcast!.ownerId).toBe(user.id);
    expect(podcast!.ownedSince).toBeInstanceOf(Date);
    expect(await claimRow(id, user.id)).toMatchObject({
      verifiedBy: 'email_code',
      codeHash: null,
      verifiedAt: expect.any(Date) as Date,
    });

    // A double submit, or the same code again: the same success, nothing changes.
    expect((await verifyCode(user.session, id, code)).statusCode).toBe(200);
    expect(json<Mine>(await mine(user.session)).data.podcasts).toEqual([
      expect.objectContaining({ id, state: 'SHEET_INCOMPLETE' }),
    ]);

    const again = await getClaim(user.session, id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Ya gestionas este podcast: lo tienes en Mis podcasts.');
    const readd = await add(
      user.session,
      (await t.database.db.select().from(podcasts).where(eq(podcasts.id, id)))[0]!.feedUrl!,
    );
    expect(readd.statusCode).toBe(409);
    expect(errorOf(readd).message).toBe('Ya gestionas este podcast: lo tienes en Mis podcasts.');
  });

  it('by the token placed in the feed, whatever the namespace prefix', async () => {
    const { user, path, id, added } = await addedFeed();

    const missing = await verifyFeed(user.session, id);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ code: 'FEED_TOKEN_NOT_FOUND' });
    expect(errorOf(missing).message).toContain('<podcast:txt purpose="verify">');

    feeds.serve(
      path,
      buildFeed({
        title: 'Voces Verificadas',
        verifyTokens: ['otro-token', added.claim.feedToken],
        podcastPrefix: 'p20',
      }),
    );
    const proven = await verifyFeed(user.session, id);
    expect(proven.statusCode).toBe(200);
    expect(json<{ data: { podcast: { id: string; title: string } } }>(proven).data.podcast).toMatchObject({
      id,
      title: 'Voces Verificadas',
    });
    expect(await claimRow(id, user.id)).toMatchObject({ verifiedBy: 'feed_token' });
    expect((await verifyFeed(user.session, id)).statusCode).toBe(200);
  });

  it('suggests the feed token when the feed names no owner address', async () => {
    const { user, id } = await addedFeed({ ownerEmail: null });
    const response = await sendCode(user.session, id);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'NO_OWNER_EMAIL',
      message:
        'El feed de este podcast no indica el correo de su propietario (itunes:owner), así que no podemos enviarte un código. Verifícalo añadiendo tu código de verificación al feed.',
    });
  });

  it('sends one code a minute and five per claim', async () => {
    const { user, ownerEmail, id } = await addedFeed();
    expect((await sendCode(user.session, id)).statusCode).toBe(200);
    const first = await codeSentTo(ownerEmail);

    const soon = await sendCode(user.session, id);
    expect(soon.statusCode).toBe(429);
    expect(errorOf(soon).message).toBe('Acabamos de enviarte un código. Espera un minuto antes de pedir otro.');

    await backdateCode(id, user.id, { codeSentAt: new Date(Date.now() - 61_000) });
    expect((await sendCode(user.session, id)).statusCode).toBe(200);
    const second = await codeSentTo(ownerEmail);
    // The new code replaces the old one.
    if (second !== first) expect((await verifyCode(user.session, id, first)).statusCode).toBe(400);

    await backdateCode(id, user.id, { codeSentAt: new Date(Date.now() - 61_000), codesSent: 5 });
    const capped = await sendCode(user.session, id);
    expect(capped.statusCode).toBe(429);
    expect(errorOf(capped).message).toContain('Ya has pedido demasiados códigos para este podcast.');
  });

  it('sends a single e-mail when the code is asked for twice at once', async () => {
    const { user, ownerEmail, id } = await addedFeed();
    const answers = await Promise.all([sendCode(user.session, id), sendCode(user.session, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    const [sent] = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, ownerEmail));
    expect(sent!.n).toBe(1);
  });

  it('refuses an expired code, and any code after five wrong ones until a new one is sent', async () => {
    const { user, ownerEmail, id } = await addedFeed();
    expect(errorOf(await verifyCode(user.session, id, '123456')).message).toBe(
      'Primero pide que te enviemos un código al correo del feed.',
    );

    await sendCode(user.session, id);
    const expiredCode = await codeSentTo(ownerEmail);
    await backdateCode(id, user.id, { codeExpiresAt: new Date(Date.now() - 1_000) });
    const expired = await verifyCode(user.session, id, expiredCode);
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired)).toMatchObject({ code: 'EXPIRED_CODE', message: 'El código ha caducado. Pide uno nuevo.' });

    await backdateCode(id, user.id, { codeSentAt: new Date(Date.now() - 61_000) });
    await sendCode(user.session, id);
    const code = await codeSentTo(ownerEmail);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      messages.push(errorOf(await verifyCode(user.session, id, wrongCode)).message);
    expect(messages.slice(0, 4)).toEqual(
      Array(4).fill('El código no es correcto. Revisa el correo y vuelve a escribirlo.'),
    );
    expect(messages[4]).toBe('Has escrito demasiados códigos incorrectos. Pide un código nuevo.');
    const blocked = await verifyCode(user.session, id, code);
    expect(blocked.statusCode).toBe(400);
    expect(errorOf(blocked).message).toBe('Has escrito demasiados códigos incorrectos. Pide un código nuevo.');

    await backdateCode(id, user.id, { codeSentAt: new Date(Date.now() - 61_000) });
    await sendCode(user.session, id);
    expect((await verifyCode(user.session, id, await codeSentTo(ownerEmail))).statusCode).toBe(200);
  });

  it('lets the first proof win: other users’ claims on the podcast can no longer verify', async () => {
    const { user: first, ownerEmail, feedUrl, path, id, added } = await addedFeed();
    const second = await createSignedInUser(t.app, t.database);
    const secondAdded = json<Added>(await add(second.session, feedUrl));
    expect(secondAdded.data.podcast.id).toBe(id);

    // The second claimant asks for a code; meanwhile the first proves ownership through the feed.
    expect((await sendCode(second.session, id)).statusCode).toBe(200);
    const code = await codeSentTo(ownerEmail);
    feeds.serve(path, buildFeed({ ownerEmail, verifyTokens: [added.claim.feedToken] }));
    expect((await verifyFeed(first.session, id)).statusCode).toBe(200);

    const claimedByOther =
      'Otra persona ha demostrado antes que tú que gestiona este podcast. Si crees que es un error, escríbenos desde el formulario de contacto.';
    for (const response of [
      await getClaim(second.session, id),
      await verifyCode(second.session, id, code),
      await verifyFeed(second.session, id),
      await sendCode(second.session, id),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(claimedByOther);
    }
    const [podcast] = await t.database.db.select().from(podcasts).where(eq(podcasts.id, id));
    expect(podcast!.ownerId).toBe(first.id);

    const third = await createSignedInUser(t.app, t.database);
    const readd = await add(third.session, feedUrl);
    expect(readd.statusCode).toBe(409);
    expect(errorOf(readd).message).toBe(
      'Otra persona ya ha demostrado que gestiona este podcast. Si crees que es un error, escríbenos desde el formulario de contacto.',
    );
    // Someone without a claim learns nothing about the podcast's claims.
    for (const response of [
      await getClaim(third.session, id),
      await sendCode(third.session, id),
      await verifyCode(third.session, id, code),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('No tienes ninguna verificación pendiente de este podcast.');
    }
    const [open] = await t.database.db
      .select({ n: count() })
      .from(podcastClaims)
      .where(and(eq(podcastClaims.podcastId, id), isNull(podcastClaims.verifiedAt)));
    expect(open!.n).toBe(1);
  });
});

describe('proving at the same moment', () => {
  it('makes exactly one owner when two claimants prove at once', async () => {
    const { user: first, ownerEmail, feedUrl, path, id, added } = await addedFeed();
    const second = await createSignedInUser(t.app, t.database);
    await add(second.session, feedUrl);
    await sendCode(second.session, id);
    const code = await codeSentTo(ownerEmail);
    feeds.serve(path, buildFeed({ ownerEmail, verifyTokens: [added.claim.feedToken] }));

    const answers = await Promise.all([verifyFeed(first.session, id), verifyCode(second.session, id, code)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0].statusCode === 200 ? first : second;
    const [podcast] = await t.database.db.select().from(podcasts).where(eq(podcasts.id, id));
    expect(podcast!.ownerId).toBe(winner.id);
  });
});
