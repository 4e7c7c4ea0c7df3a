import { addDays, todayInMadrid } from '@patrocina/domain';
import { describe, expect, it } from 'vitest';
import { podcastBlockedPeriods } from '../../db/schema';
import { bearer, json, useTestApp } from '../../../test/app';
import { createPodcast, createSignedInUser } from '../../../test/factories';

const t = useTestApp();

type Periods = { data: { periods: { id: string; startsOn: string; endsOn: string; isPast: boolean }[] } };

const today = todayInMadrid();
const day = (offset: number) => addDays(today, offset);

async function ownerWithPodcast() {
  const owner = await createSignedInUser(t.app, t.database);
  const podcast = await createPodcast(t.database.db, { ownerId: owner.id });
  const block = (startsOn: string, endsOn: string, token = owner.session) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/private/podcasts/${podcast.id}/availability`,
      headers: bearer(token),
      payload: { startsOn, endsOn },
    });
  return { owner, podcast, block };
}

describe('holidays (blocked periods)', () => {
  it('merges a period into the ones it overlaps or touches', async () => {
    const { block } = await ownerWithPodcast();
    await block(day(10), day(15));
    await block(day(20), day(22));
    await block(day(40), day(41));
    const response = await block(day(16), day(20));
    expect(response.statusCode).toBe(201);
    expect(json<Periods>(response).data.periods.map(({ startsOn, endsOn }) => [startsOn, endsOn])).toEqual([
      [day(10), day(22)],
      [day(40), day(41)],
    ]);
  });

  it.each([
    [() => [day(-1), day(3)], 'No puedes bloquear fechas que ya han pasado'],
    [() => [day(5), day(2)], 'La fecha de fin no puede ser anterior a la de inicio'],
    [() => ['2026-13-01', day(2)], 'Elige una fecha válida'],
  ])('refuses a bad period with a Spanish message (%#)', async (dates, message) => {
    const { block } = await ownerWithPodcast();
    const [startsOn, endsOn] = dates();
    const response = await block(startsOn!, endsOn!);
    expect(response.statusCode).toBe(400);
    expect(json<{ error: { message: string } }>(response).error.message).toBe(message);
  });

  it('removes a coming period but keeps an ended one as history', async () => {
    const { owner, podcast, block } = await ownerWithPodcast();
    const coming = json<Periods>(await block(day(3), day(4))).data.periods[0]!;
    const [past] = await t.database.db
      .insert(podcastBlockedPeriods)
      .values({ podcastId: podcast.id, startsOn: day(-20), endsOn: day(-10) })
      .returning();
    const remove = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/private/podcasts/${podcast.id}/availability/${id}`,
        headers: bearer(owner.session),
      });

    const removed = await remove(coming.id);
    expect(json<Periods>(removed).data.periods).toEqual([
      { id: past!.id, startsOn: day(-20), endsOn: day(-10), isPast: true },
    ]);
    const refused = await remove(past!.id);
    expect(refused.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(refused).error.message).toBe(
      'Ese periodo ya ha terminado: lo guardamos como historial',
    );
  });

  it('is not anybody else’s to read or change', async () => {
    const { podcast, block } = await ownerWithPodcast();
    const stranger = await createSignedInUser(t.app, t.database);
    expect((await block(day(1), day(2), stranger.session)).statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/private/podcasts/${podcast.id}/availability`,
      headers: bearer(stranger.session),
    });
    expect(read.statusCode).toBe(403);
  });
});
