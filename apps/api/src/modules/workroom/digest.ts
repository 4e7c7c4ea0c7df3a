import { and, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { campaignPodcasts, chatMessages, chatReads } from '../../db/schema';
import { campaignNamesOf } from '../../mail/campaign-wording';
import { withOutbox } from '../../mail/outbox';
import { mailContext, renderMail, type MailContext, type RenderedMail } from '../../mail/templates';
import { accessOf, memberIds, podcasterName, selectThreads, threadIsLive } from './threads';

/** Threads quiet for longer than this are no longer looked at: their members were told, or read them. */
const LOOKBACK_DAYS = 7;

export type DigestDeps = Pick<AppContext, 'db' | 'mail' | 'log' | 'clock' | 'config'>;

/**
 * One e-mail per member and thread about unread messages, once the thread has been quiet for
 * CHAT_DIGEST_QUIET_MINUTES: a conversation of twenty messages is one e-mail, not twenty. After it,
 * the member gets no other about the thread until they have read it. Idempotent: the e-mail is queued
 * in the same transaction that moves the member's `notified_seq`, guarded by its old value.
 */
export async function sendChatDigests(deps: DigestDeps): Promise<number> {
  const now = deps.clock.now();
  const quietSince = new Date(now.getTime() - deps.config.CHAT_DIGEST_QUIET_MINUTES * 60_000);
  const lookback = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);

  const latest = deps.db
    .select({
      threadId: chatMessages.threadId,
      lastSeq: max(chatMessages.seq).as('last_seq'),
      lastAt: max(chatMessages.createdAt).as('last_at'),
    })
    .from(chatMessages)
    .groupBy(chatMessages.threadId)
    .as('latest');
  const threads = await selectThreads(deps.db, { lastSeq: latest.lastSeq })
    .innerJoin(latest, eq(latest.threadId, campaignPodcasts.id))
    .where(and(threadIsLive, lt(latest.lastAt, quietSince), gt(latest.lastAt, lookback)));

  const context = mailContext(deps.config);
  let sent = 0;
  for (const thread of threads) {
    const people = [
      { id: thread.campaign.ownerId, email: thread.advertiser.email },
      { id: thread.campaign.agentId, email: thread.agent?.email },
      { id: thread.manager?.id, email: thread.manager?.email },
      { id: thread.podcast.ownerId, email: thread.podcastOwner?.email },
      ...thread.agencyTeam,
    ];
    const colleagueIds = new Set(thread.agencyTeam.map((colleague) => colleague.id));
    for (const memberId of memberIds(thread)) {
      const email = people.find((person) => person.id === memberId)?.email;
      // The e-mail asks for an answer: not to whoever cannot give one (a finished campaign, a closed
      // thread, a managed podcast's owner, an agency's «Puede ver» colleague).
      if (!email || accessOf(thread, { id: memberId }).disabledReason !== null) continue;
      // An agency's manager is told about the threads they took part in, by writing; the agency's
      // account hears about every thread (docs/decisions/0034).
      if (colleagueIds.has(memberId) && !(await hasWrittenIn(deps, thread.thread.id, memberId))) continue;
      const told = await withOutbox(deps, async (tx, queueMail) => {
        // The row exists before it is locked, so two runs at once wait for each other.
        await tx.insert(chatReads).values({ threadId: thread.thread.id, userId: memberId }).onConflictDoNothing();
        const [read] = await tx
          .select({ lastReadSeq: chatReads.lastReadSeq, notifiedSeq: chatReads.notifiedSeq })
          .from(chatReads)
          .where(and(eq(chatReads.threadId, thread.thread.id), eq(chatReads.userId, memberId)))
          .for('update');
        const lastRead = read?.lastReadSeq ?? 0;
        // Told already, and not read since: wait for the member.
        if (read && read.notifiedSeq > lastRead) return false;
        if (read && read.notifiedSeq >= (thread.lastSeq ?? 0)) return false;
        const [unread] = await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.threadId, thread.thread.id),
              gt(chatMessages.seq, lastRead),
              sql`${chatMessages.authorId} is distinct from ${memberId}`,
              // The read's steps have their own e-mails: an event alone sends no «mensaje sin leer».
              eq(chatMessages.kind, 'MESSAGE'),
            ),
          );
        const count = unread?.n ?? 0;
        if (count === 0) return false;
        await tx
          .update(chatReads)
          .set({ notifiedSeq: thread.lastSeq ?? 0, updatedAt: sql`now()` })
          .where(and(eq(chatReads.threadId, thread.thread.id), eq(chatReads.userId, memberId)));
        await queueMail(
          email,
          unreadMessagesMail(context, {
            ...campaignNamesOf(thread.campaign),
            podcastTitle: thread.podcast.title,
            podcaster: podcasterName(thread),
            unread: count,
          }),
        );
        return true;
      });
      if (told) sent += 1;
    }
  }
  return sent;
}

async function hasWrittenIn(deps: DigestDeps, threadId: string, userId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.threadId, threadId), eq(chatMessages.authorId, userId), eq(chatMessages.kind, 'MESSAGE')),
    )
    .limit(1);
  return row !== undefined;
}

/** To a member of a thread with messages they have not read, once it has gone quiet. */
export function unreadMessagesMail(
  context: MailContext,
  input: { brand: string; campaignName: string; podcastTitle: string; podcaster: string; unread: number },
): RenderedMail {
  const messages = input.unread === 1 ? 'un mensaje sin leer' : `${input.unread} mensajes sin leer`;
  return renderMail(context, {
    template: 'chat-unread',
    subject: `Tienes ${messages} en «${input.campaignName}» de ${input.brand}`,
    greeting: 'Hola:',
    paragraphs: [
      `En la conversación de la campaña «${input.campaignName}» de ${input.brand} con ${input.podcastTitle} (${input.podcaster}) tienes ${messages}.`,
      'Contesta desde el Workroom para que la campaña siga adelante.',
    ],
    action: { label: 'Ir al Workroom', url: `${context.publicUrl}/workroom` },
    footnote: 'Te avisamos una sola vez por conversación hasta que la leas.',
  });
}
