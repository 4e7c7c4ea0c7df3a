import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  addWorkingDays,
  DELETION_MESSAGES,
  HOST_READ_ACTIONS,
  inGroup,
  isFinished,
  isPastAnswerDay,
  READ_ANSWER_WORKING_DAYS,
  READ_EVENT_TEXTS,
  READ_MESSAGES,
  readStateOf,
  SUBSTATUS_GROUPS,
  type DecideRead,
  type ReadApproval,
  type ReadDecision,
  type ReadState,
} from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { campaignPodcasts, campaigns, files, readRounds, users, type ReadRoundRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { campaignNamesOf } from '../../mail/campaign-wording';
import { withOutbox, type QueueMailFn } from '../../mail/outbox';
import { mailContext } from '../../mail/templates';
import { colleagueRoleIn } from '../agency';
import { campaignNotFound, campaignOwner, readsCampaign, readsCampaignWithAgency } from '../campaigns';
import { podcastContacts } from '../podcasts';
import { postThreadEvent } from '../workroom';
import { conflict, invalid, roleIn, selectHired, type HiredRow, type RunDeps } from './hired';
import { readApprovedMail, readChangesMail, readSubmittedMail } from './read-mails';

/**
 * The read of a hired podcast (issue 20, docs/decisions/0023): its podcaster sends rounds (a script or a
 * recorded sample), the advertiser or the campaign's agent answers each. A round left without an
 * answer past its last working day counts as approved (the tick writes it down: read-tick.ts).
 */

const submitter = alias(users, 'read_submitter');
const decider = alias(users, 'read_decider');

/** The hired podcast has something its host reads aloud. */
export function hasHostRead(entry: Pick<HiredRow['entry'], (typeof HOST_READ_ACTIONS)[number]>): boolean {
  return HOST_READ_ACTIONS.some((kind) => entry[kind] > 0);
}

/** The newest round's answer as the rules read it: one waiting past its last day counts as approved. */
function effectiveDecision(round: Pick<ReadRoundRow, 'decision' | 'dueOn'> | undefined, today: string) {
  if (!round) return null;
  if (round.decision === 'PENDING' && isPastAnswerDay(round.dueOn, today)) return 'AUTO_APPROVED' as ReadDecision;
  return round.decision;
}

export function readStateFor(
  entry: HiredRow['entry'],
  campaign: Pick<HiredRow['campaign'], 'noReadApproval'>,
  rounds: Pick<ReadRoundRow, 'decision' | 'dueOn'>[],
  today: string,
): ReadState {
  return readStateOf({
    hasHostRead: hasHostRead(entry),
    noReadApproval: campaign.noReadApproval,
    lastDecision: effectiveDecision(rounds.at(-1), today),
  });
}

async function loadRounds(db: Executor, entryIds: string[]) {
  if (entryIds.length === 0) return [];
  return db
    .select({
      round: readRounds,
      submittedBy: submitter.username,
      decidedBy: decider.username,
      sampleName: files.originalName,
    })
    .from(readRounds)
    .leftJoin(submitter, eq(submitter.id, readRounds.submittedBy))
    .leftJoin(decider, eq(decider.id, readRounds.decidedBy))
    .leftJoin(files, eq(files.id, readRounds.sampleFileId))
    .where(inArray(readRounds.campaignPodcastId, entryIds))
    .orderBy(asc(readRounds.number));
}

type LoadedRound = Awaited<ReturnType<typeof loadRounds>>[number];

export function sampleUrl(campaignId: string, podcastId: string, number: number): string {
  return `/api/v1/private/campaigns/${campaignId}/podcasts/${podcastId}/read/rounds/${number}/sample`;
}

/** Who the viewer is for this read: the one who sends it, the one who answers it, or a reader. */
type ReadPart = 'submitter' | 'reviewer' | 'reader';

/** An agency's colleague answers the read as its owner does with «Puede gestionar», reads it with «Puede ver». */
async function partOf(db: Executor, row: HiredRow, actor: Pick<Actor, 'id' | 'scope'>): Promise<ReadPart | null> {
  const runner = roleIn(row, actor);
  if (runner?.canAct) return 'submitter';
  if (row.campaign.ownerId === actor.id || row.campaign.agentId === actor.id) return 'reviewer';
  if (runner || readsCampaign(actor, row.campaign)) return 'reader';
  const colleague = await colleagueRoleIn(db, actor.id, row.campaign.ownerId);
  if (colleague === null) return null;
  return colleague === 'manager' ? 'reviewer' : 'reader';
}

function toReadApproval(row: HiredRow, part: ReadPart, rounds: LoadedRound[], today: string): ReadApproval {
  const state = readStateFor(
    row.entry,
    row.campaign,
    rounds.map(({ round }) => round),
    today,
  );
  const open = inGroup('running', row.campaign.substatus);
  return {
    campaignId: row.campaign.id,
    podcast: { id: row.podcast.id, title: row.podcast.title },
    state,
    canSubmit: part === 'submitter' && open && (state === 'DUE' || state === 'CHANGES_REQUESTED'),
    canDecide: part === 'reviewer' && open && state === 'WAITING',
    rounds: rounds.map(({ round, submittedBy, decidedBy, sampleName }) => ({
      number: round.number,
      script: round.script,
      sample: round.sampleFileId
        ? { url: sampleUrl(row.campaign.id, row.podcast.id, round.number), name: sampleName ?? 'muestra' }
        : null,
      submittedBy: submittedBy ?? DELETION_MESSAGES.deletedUsername,
      submittedAt: round.submittedAt.toISOString(),
      dueOn: round.dueOn,
      decision: effectiveDecision(round, today)!,
      decidedBy: round.decidedBy ? (decidedBy ?? DELETION_MESSAGES.deletedUsername) : null,
      decidedAt: round.decidedAt?.toISOString() ?? null,
      comment: round.comment,
    })),
  };
}

function hiredEntries(db: Executor, campaignId: string, podcastId?: string) {
  return selectHired(db).where(
    and(
      eq(campaignPodcasts.campaignId, campaignId),
      podcastId ? eq(campaignPodcasts.podcastId, podcastId) : undefined,
      eq(campaignPodcasts.picked, true),
      inArray(campaigns.substatus, [...SUBSTATUS_GROUPS.hired]),
    ),
  );
}

/** One hired podcast's read, for anyone in it; anyone else learns nothing (404). */
async function loadReadEntry(
  db: Executor,
  actor: Pick<Actor, 'id' | 'scope'>,
  campaignId: string,
  podcastId: string,
): Promise<{ row: HiredRow; part: ReadPart }> {
  const [row] = await hiredEntries(db, campaignId, podcastId);
  const part = row ? await partOf(db, row, actor) : null;
  if (!row || !part) throw new AppError('NOT_FOUND', READ_MESSAGES.notFound);
  return { row, part };
}

/** `GET …/podcasts/{podcastId}/read`: the read's rounds and what the viewer may do. */
export async function getRead(
  deps: Pick<RunDeps, 'db' | 'clock'>,
  actor: Pick<Actor, 'id' | 'scope'>,
  campaignId: string,
  podcastId: string,
): Promise<ReadApproval> {
  const { row, part } = await loadReadEntry(deps.db, actor, campaignId, podcastId);
  return toReadApproval(row, part, await loadRounds(deps.db, [row.entry.id]), deps.clock.today());
}

/** `GET …/reads`: every hired podcast's read the viewer may see in the campaign, by podcast title. */
export async function listReads(
  deps: Pick<RunDeps, 'db' | 'clock'>,
  actor: Pick<Actor, 'id' | 'scope'>,
  campaignId: string,
): Promise<{ reads: ReadApproval[] }> {
  const rows = await hiredEntries(deps.db, campaignId);
  const parts = await Promise.all(rows.map((row) => partOf(deps.db, row, actor)));
  const visible = rows.flatMap((row, index) => {
    const part = parts[index];
    return part ? [{ row, part }] : [];
  });
  if (visible.length === 0) {
    const [campaign] = await deps.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    if (!campaign || !(await readsCampaignWithAgency(deps.db, actor, campaign))) throw campaignNotFound();
  }
  const rounds = await loadRounds(
    deps.db,
    visible.map(({ row }) => row.entry.id),
  );
  const today = deps.clock.today();
  return {
    reads: visible
      .filter(({ row }) => hasHostRead(row.entry))
      .sort((a, b) => a.row.podcast.title.localeCompare(b.row.podcast.title, 'es'))
      .map(({ row, part }) =>
        toReadApproval(
          row,
          part,
          rounds.filter(({ round }) => round.campaignPodcastId === row.entry.id),
          today,
        ),
      ),
  };
}

/** The hired podcast locked with its campaign, for a change to its read by a viewer with `part`. */
async function lockReadEntry(
  tx: Executor,
  actor: Pick<Actor, 'id' | 'scope'>,
  campaignId: string,
  podcastId: string,
  wanted: ReadPart,
) {
  await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  const { row, part } = await loadReadEntry(tx, actor, campaignId, podcastId);
  if (part !== wanted) {
    throw new AppError(
      'FORBIDDEN',
      wanted === 'reviewer' ? READ_MESSAGES.notReviewer : 'Solo quien lleva el podcast puede enviar la lectura.',
    );
  }
  if (isFinished(row.campaign.substatus)) throw conflict(READ_MESSAGES.finished);
  if (!inGroup('running', row.campaign.substatus)) throw conflict(READ_MESSAGES.notPaid);
  const rounds = await tx
    .select()
    .from(readRounds)
    .where(eq(readRounds.campaignPodcastId, row.entry.id))
    .orderBy(asc(readRounds.number));
  return { row, rounds };
}

async function mailReviewers(
  tx: Executor,
  deps: RunDeps,
  queueMail: QueueMailFn,
  row: HiredRow,
  mail: Parameters<QueueMailFn>[1],
) {
  const owner = await campaignOwner(tx, row.campaign);
  if (!owner.deleted) await queueMail(owner.email, mail);
  if (row.campaign.agentId) {
    const [agent] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.campaign.agentId));
    if (agent) await queueMail(agent.email, mail);
  }
}

export async function mailPodcaster(
  tx: Executor,
  queueMail: QueueMailFn,
  podcastId: string,
  mail: Parameters<QueueMailFn>[1],
) {
  const to = (await podcastContacts(tx, [podcastId])).get(podcastId);
  if (to) await queueMail(to, mail);
}

function aboutOf(row: HiredRow) {
  return { ...campaignNamesOf(row.campaign), campaignId: row.campaign.id, podcastTitle: row.podcast.title };
}

/**
 * `POST …/read/script` and `…/read/sample`: a new round, once the campaign is paid and while no round
 * waits for an answer and none is approved. A sample is an audio file the sender uploaded as a
 * `read-sample` (checked by content there, like the spot). The reviewers are e-mailed and the thread shows the event.
 */
export async function submitRead(
  deps: RunDeps,
  actor: Actor,
  campaignId: string,
  podcastId: string,
  input: { script: string } | { fileId: string },
): Promise<ReadApproval> {
  const today = deps.clock.today();
  await withOutbox(deps, async (tx, queueMail) => {
    const { row, rounds } = await lockReadEntry(tx, actor, campaignId, podcastId, 'submitter');
    const state = readStateFor(row.entry, row.campaign, rounds, today);
    if (state === 'NOT_NEEDED') throw conflict(READ_MESSAGES.notNeeded);
    if (state === 'OPTED_OUT') throw conflict(READ_MESSAGES.optedOut);
    if (state === 'WAITING') throw conflict(READ_MESSAGES.alreadyWaiting);
    if (state === 'APPROVED') throw conflict(READ_MESSAGES.alreadyApproved);
    if ('fileId' in input) {
      const [file] = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, input.fileId), eq(files.ownerId, actor.id), eq(files.kind, 'read-sample')));
      if (!file) throw invalid('fileId', READ_MESSAGES.sampleNotAudio);
    }
    const holidays = new Set(deps.config.NATIONAL_HOLIDAYS);
    const number = (rounds.at(-1)?.number ?? 0) + 1;
    const dueOn = addWorkingDays(today, READ_ANSWER_WORKING_DAYS, holidays);
    const now = deps.clock.now();
    await tx.insert(readRounds).values({
      campaignPodcastId: row.entry.id,
      number,
      script: 'script' in input ? input.script : null,
      sampleFileId: 'fileId' in input ? input.fileId : null,
      submittedBy: actor.id,
      submittedAt: now,
      dueOn,
    });
    const isSample = 'fileId' in input;
    await postThreadEvent(
      tx,
      row.entry.id,
      isSample ? READ_EVENT_TEXTS.sampleSent : READ_EVENT_TEXTS.scriptSent,
      now,
      actor.id,
    );
    const mail = readSubmittedMail(mailContext(deps.config), { ...aboutOf(row), isSample, round: number, dueOn });
    await mailReviewers(tx, deps, queueMail, row, mail);
  });
  return getRead(deps, actor, campaignId, podcastId);
}

/** `PUT …/read/decision`: the advertiser or the campaign's agent approves the waiting round or asks for changes. */
export async function decideRead(
  deps: RunDeps,
  actor: Actor,
  campaignId: string,
  podcastId: string,
  input: DecideRead,
): Promise<ReadApproval> {
  const today = deps.clock.today();
  await withOutbox(deps, async (tx, queueMail) => {
    const { row, rounds } = await lockReadEntry(tx, actor, campaignId, podcastId, 'reviewer');
    const waiting = rounds.at(-1);
    if (!waiting || waiting.decision !== 'PENDING') throw conflict(READ_MESSAGES.nothingToDecide);
    // Past its last day the round already counts as approved: the answer comes too late to change it.
    if (isPastAnswerDay(waiting.dueOn, today)) throw conflict(READ_MESSAGES.alreadyApproved);
    const now = deps.clock.now();
    const comment = input.comment.trim();
    const [saved] = await tx
      .update(readRounds)
      .set({ decision: input.decision, decidedBy: actor.id, decidedAt: now, comment: comment || null })
      .where(and(eq(readRounds.id, waiting.id), eq(readRounds.decision, 'PENDING')))
      .returning({ id: readRounds.id });
    if (!saved) throw conflict(READ_MESSAGES.nothingToDecide);
    const approved = input.decision === 'APPROVED';
    await postThreadEvent(
      tx,
      row.entry.id,
      approved ? READ_EVENT_TEXTS.approved : READ_EVENT_TEXTS.changesRequested(comment),
      now,
      actor.id,
    );
    const context = mailContext(deps.config);
    const reviewer = row.campaign.agentId === actor.id ? 'campaignManager' : 'advertiser';
    const decided = { ...aboutOf(row), comment, reviewer } as const;
    const mail = approved ? readApprovedMail(context, decided) : readChangesMail(context, decided);
    await mailPodcaster(tx, queueMail, row.podcast.id, mail);
  });
  return getRead(deps, actor, campaignId, podcastId);
}

/** The sample's file of one round, for anyone who sees the read. */
export async function loadReadSample(
  deps: Pick<RunDeps, 'db'>,
  actor: Pick<Actor, 'id' | 'scope'>,
  campaignId: string,
  podcastId: string,
  number: number,
): Promise<string> {
  const { row } = await loadReadEntry(deps.db, actor, campaignId, podcastId);
  const [round] = await deps.db
    .select({ fileId: readRounds.sampleFileId })
    .from(readRounds)
    .where(and(eq(readRounds.campaignPodcastId, row.entry.id), eq(readRounds.number, number)));
  if (!round?.fileId) throw new AppError('NOT_FOUND', READ_MESSAGES.notFound);
  return round.fileId;
}

/** The recording gate: a host-read action airs only with an approved read, unless the brief opted out. */
export async function assertReadAllowsRecording(
  tx: Executor,
  row: Pick<HiredRow, 'entry' | 'campaign'>,
  kind: (typeof HOST_READ_ACTIONS)[number] | 'spots',
  today: string,
): Promise<void> {
  if (kind === 'spots' || row.campaign.noReadApproval) return;
  const rounds = await tx
    .select({ decision: readRounds.decision, dueOn: readRounds.dueOn })
    .from(readRounds)
    .where(eq(readRounds.campaignPodcastId, row.entry.id))
    .orderBy(asc(readRounds.number));
  const state = readStateFor(row.entry, row.campaign, rounds, today);
  if (state !== 'APPROVED') throw conflict(READ_MESSAGES.recordNeedsApproval);
}
