import { and, eq, sql } from 'drizzle-orm';
import type { Sheet, SheetAudience, SheetBranding, SheetProfile, SheetStep } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { podcastSheets, representations } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { assertUsableFiles } from '../../lib/file-references';
import { loadManagedPodcast, type PodcastRow } from './access';

type SheetRow = typeof podcastSheets.$inferSelect;

export function toSheet(row: SheetRow | undefined): Sheet {
  return {
    profile: row?.profile ?? null,
    audience: row?.audience ?? null,
    branding: row?.branding ?? null,
    termsAcceptedAt: row?.termsAcceptedAt?.toISOString() ?? null,
    completedAt: row?.completedAt?.toISOString() ?? null,
  };
}

export async function getSheet(db: Executor, actor: Actor, podcastId: string) {
  const { podcast, role } = await loadManagedPodcast(db, actor, podcastId);
  const [row] = await db.select().from(podcastSheets).where(eq(podcastSheets.podcastId, podcastId));
  return {
    podcast: { id: podcast.id, slug: podcast.slug, title: podcast.title, imageUrl: podcast.imageUrl },
    role,
    sheet: toSheet(row),
  };
}

export type SheetStepInput =
  | { step: 'profile'; value: SheetProfile }
  | { step: 'audience'; value: SheetAudience }
  | { step: 'branding'; value: SheetBranding };

/**
 * Saves one step, already valid against its shared schema. The sheet becomes complete (and the
 * podcast can be proposed) once the three steps are saved and the terms accepted; saving the
 * branding step is accepting them.
 */
export async function saveSheetStep(
  db: Executor,
  actor: Actor,
  podcastId: string,
  input: SheetStepInput,
): Promise<Sheet> {
  return db.transaction(async (tx) => {
    const { podcast } = await loadManagedPodcast(tx, actor, podcastId);
    if (input.step === 'profile') await assertUsableImages(tx, actor, podcast, input.value);
    const now = sql`now()`;
    const change =
      input.step === 'branding'
        ? {
            branding: { actions: input.value.actions, examples: input.value.examples },
            termsAcceptedAt: now,
            termsAcceptedBy: actor.id,
          }
        : { [input.step]: input.value };
    const [row] = await tx
      .insert(podcastSheets)
      .values({ podcastId, ...change, updatedBy: actor.id })
      .onConflictDoUpdate({ target: podcastSheets.podcastId, set: { ...change, updatedAt: now, updatedBy: actor.id } })
      .returning();
    const isComplete =
      row!.profile !== null && row!.audience !== null && row!.branding !== null && row!.termsAcceptedAt !== null;
    if (isComplete && row!.completedAt === null) {
      const [completed] = await tx
        .update(podcastSheets)
        .set({ completedAt: now })
        .where(eq(podcastSheets.podcastId, podcastId))
        .returning();
      return toSheet(completed);
    }
    return toSheet(row);
  });
}

/**
 * The profile's images must be images of the right kind uploaded by someone who runs the podcast
 * (its owner or its representative, so either may finish what the other started), or already on
 * this sheet.
 */
async function assertUsableImages(
  tx: Executor,
  actor: Actor,
  podcast: PodcastRow,
  profile: SheetProfile,
): Promise<void> {
  const [saved] = await tx
    .select({ profile: podcastSheets.profile })
    .from(podcastSheets)
    .where(eq(podcastSheets.podcastId, podcast.id));
  const [manager] = await tx
    .select({ id: representations.managerId })
    .from(representations)
    .where(and(eq(representations.podcastId, podcast.id), eq(representations.status, 'ACCEPTED')));
  const ownerIds = [actor.id, podcast.ownerId, manager?.id].filter((id): id is string => typeof id === 'string');
  const alreadyReferenced = new Set(
    saved?.profile ? [saved.profile.headerImageId, ...saved.profile.extraImageIds] : [],
  );
  await assertUsableFiles(
    tx,
    [
      { path: 'headerImageId', fileId: profile.headerImageId, kind: 'podcast-header' },
      ...profile.extraImageIds.map((fileId, index) => ({
        path: `extraImageIds.${index}`,
        fileId,
        kind: 'podcast-extra' as const,
      })),
    ],
    { ownerIds, alreadyReferenced },
  );
}

export function completedSteps(
  row: Pick<SheetRow, 'profile' | 'audience' | 'branding'> | null,
): Record<SheetStep, boolean> {
  return { profile: Boolean(row?.profile), audience: Boolean(row?.audience), branding: Boolean(row?.branding) };
}
