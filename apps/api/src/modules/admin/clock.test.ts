import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInMadrid, type ClockState } from '@patrocina/domain';
import { createTestApp, json, type TestApp } from '../../../test/app';
import { createSignedInUser, setScope } from '../../../test/factories';

/**
 * The business clock's route (docs/decisions/0009): only on a server started with CLOCK_CONTROL, only
 * for admins. It exists for the browser journeys; a real deployment does not even serve it.
 */
const CLOCK = '/private/backoffice/clock';
let withControl: TestApp;
let without: TestApp;
beforeAll(async () => {
  withControl = await createTestApp({ env: { CLOCK_CONTROL: '1' } });
  without = await createTestApp();
});
afterAll(async () => {
  await withControl.close();
  await without.close();
});

async function member(t: TestApp, scope: 'user' | 'agent' | 'admin') {
  const user = await createSignedInUser(t.app, t.database);
  if (scope !== 'user') await setScope(t.database.db, user.id, scope);
  return user.session;
}

describe('moving the business clock', () => {
  it('lets an admin of a CLOCK_CONTROL server move it, and run the day’s work', async () => {
    const admin = await member(withControl, 'admin');
    const moved = await withControl.call('PUT', CLOCK, admin, { offsetDays: 3 });
    expect(moved.statusCode).toBe(200);
    expect(json<{ data: ClockState }>(moved).data).toEqual({ offsetDays: 3, today: addDays(todayInMadrid(), 3) });
    const read = await withControl.call('GET', CLOCK, admin);
    expect(json<{ data: ClockState }>(read).data.today).toBe(addDays(todayInMadrid(), 3));
    expect((await withControl.call('PUT', CLOCK, admin, { offsetDays: 0, today: '2030-01-01' })).statusCode).toBe(400);
    expect((await withControl.call('PUT', CLOCK, admin, { offsetDays: -1 })).statusCode).toBe(400);
    await withControl.call('PUT', CLOCK, admin, { offsetDays: 0 });
  });

  it('is the admins’ alone', async () => {
    for (const scope of ['user', 'agent'] as const) {
      const response = await withControl.call('PUT', CLOCK, await member(withControl, scope), { offsetDays: 3 });
      expect(response.statusCode, scope).toBe(403);
    }
    expect((await withControl.call('PUT', CLOCK, undefined, { offsetDays: 3 })).statusCode).toBe(401);
  });

  it('does not exist on a server started without CLOCK_CONTROL', async () => {
    const admin = await member(without, 'admin');
    expect((await without.call('PUT', CLOCK, admin, { offsetDays: 3 })).statusCode).toBe(404);
    expect((await without.call('GET', CLOCK, admin)).statusCode).toBe(404);
  });
});
