import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { clockAt } from '../../../test/app';
import { sendChatDigests } from './digest';
import { agent, clock, send, setUpTestApp, t, thread } from './workroom.test-support';

setUpTestApp();

describe('the unread e-mail', () => {
  async function chatMails(to: string) {
    return t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, 'chat-unread')));
  }

  it('tells each member once per quiet thread, not per message, and again only after they read', async () => {
    const local = clockAt('2026-11-25');
    const digest = () =>
      sendChatDigests({
        db: t.database.db,
        mail: { dispatch: () => Promise.resolve() },
        log: t.app.log,
        clock: local,
        config: t.config,
      });
    const appOffset = clock.offsetMs();
    const { path, advertiser, podcaster } = await thread({ brand: 'Café Lumbre' });
    // Messages are dated by the business clock; the test app's runs at the same day as `local`.
    await send(path, advertiser.session, 'Uno');
    await send(path, advertiser.session, 'Dos');
    await send(path, advertiser.session, 'Tres');

    expect(await digest()).toBe(0);
    expect(await chatMails(podcaster.email)).toEqual([]);

    local.setOffsetMs(local.offsetMs() + 16 * 60_000);
    // Two runs at once (two instances) send it once.
    await Promise.all([digest(), digest()]);
    const mails = await chatMails(podcaster.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('3 mensajes sin leer');
    expect(mails[0]!.subject).toContain('Café Lumbre');
    // The agent had not read them either; the advertiser wrote them.
    expect(await chatMails(agent.email)).not.toHaveLength(0);
    expect(await chatMails(advertiser.email)).toEqual([]);

    // More messages without reading: no second e-mail.
    await send(path, advertiser.session, 'Cuatro');
    local.setOffsetMs(local.offsetMs() + 16 * 60_000);
    clock.setOffsetMs(clock.offsetMs() + 16 * 60_000);
    await digest();
    expect(await chatMails(podcaster.email)).toHaveLength(1);

    // Once read, the next quiet thread is told again.
    await t.call('PUT', `${path}/read`, podcaster.session);
    await send(path, advertiser.session, 'Cinco');
    local.setOffsetMs(local.offsetMs() + 16 * 60_000);
    await digest();
    expect(await chatMails(podcaster.email)).toHaveLength(2);
    clock.setOffsetMs(appOffset);
  });
});
