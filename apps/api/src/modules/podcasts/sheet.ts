import { eq, sql } from 'drizzle-orm';
import type { Sheet, SheetAudience, SheetBranding, SheetProfile, SheetStep } from '@patrocina/domain';
import type { Executor } from '../../db/client';
import { podcastSheets } from '../../db/schema';
import { loadManagedPodcast, type PodcastActor } from './access';

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

export async function getSheet(db: Executor, actor: PodcastActor, podcastId: string) {
  const { podcast, role } = await loadManagedPodcast(db, actor, podcastId);
  const [row] = await db.select().from(podcastSheets).where(eq(podcastSheets.podcastId, podcastId));
  return { podcast: { id: podcast.id, slug: podcast.slug, title: podcast.title, imageUrl: podcast.imageUrl }, role, sheet: toSheet(row) };
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
export async function saveSheetStep(db: Executor, actor: PodcastActor, podcastId: string, input: SheetStepInput): Promise<Sheet> {
  return db.transaction(async (tx) => {
    await loadManagedPodcast(tx, actor, podcastId);
    const now = sql`now()`;
    const change =
      input.step === 'branding'
        ? { branding: { actions: input.value.actions, examples: input.value.examples }, termsAcceptedAt: now, termsAcceptedBy: actor.id }
        : { [input.step]: input.value };
    const [row] = await tx
      .insert(podcastSheets)
      .values({ podcastId, ...change, updatedBy: actor.id })
      .onConflictDoUpdate({ target: podcastSheets.podcastId, set: { ...change, updatedAt: now, updatedBy: actor.id } })
      .returning();
    const isComplete = row!.profile !== null && row!.audience !== null && row!.branding !== null && row!.termsAcceptedAt !== null;
    if (isComplete && row!.completedAt === null) {
      const [completed] = await tx.update(podcastSheets).set({ completedAt: now }).where(eq(podcastSheets.podcastId, podcastId)).returning();
      return toSheet(completed);
    }
    return toSheet(row);
  });
}

export function completedSteps(row: Pick<SheetRow, 'profile' | 'audience' | 'branding'> | null): Record<SheetStep, boolean> {
  return { profile: Boolean(row?.profile), audience: Boolean(row?.audience), branding: Boolean(row?.branding) };
}
