import { z } from 'zod';
import { emailSchema } from './auth';

/** A podcast as the landing pages' slider shows it (SPEC §3 client state "Podcast slider"). */
export const featuredPodcastSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  imageUrl: z.string().nullable(),
  categories: z.array(z.string()),
  /** Listens over the last 30 days: the reach quoted everywhere (SPEC §9). */
  listens30d: z.number().int().nonnegative(),
});
export type FeaturedPodcast = z.infer<typeof featuredPodcastSchema>;

export const FEATURED_PODCASTS_LIMIT = 12;

export const featuredPodcastsSchema = z.object({ podcasts: z.array(featuredPodcastSchema) });
export type FeaturedPodcasts = z.infer<typeof featuredPodcastsSchema>;

export const PODCAST_MESSAGES = {
  notYours: 'Solo puede hacer esto quien gestiona el podcast.',
  ownerOnly: 'Solo el propietario del podcast puede hacer esto.',
  representativeIsYou: 'El correo del representante debe ser distinto del tuyo',
  representationExists: 'Este podcast ya tiene un representante o una invitación pendiente.',
  /** SPEC §8: the page adds the way to contact support. */
  representationFailed: 'Algo ha ido mal',
  noRepresentation: 'Este podcast no tiene representante ni invitaciones pendientes.',
  periodNotFound: 'Ese periodo ya no existe.',
} as const;

/** Where a podcast stands for the user who manages it (SPEC §2 "My podcasts"). */
export const PODCAST_STATES = ['PENDING_PROOF', 'SHEET_INCOMPLETE', 'READY'] as const;
export type PodcastState = (typeof PODCAST_STATES)[number];
export const PODCAST_STATE_LABELS: Record<PodcastState, string> = {
  PENDING_PROOF: 'Pendiente de verificar',
  SHEET_INCOMPLETE: 'Hoja de patrocinio incompleta',
  READY: 'Listo para recibir propuestas',
};

export const REPRESENTATION_STATUS_VALUES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export const REPRESENTATION_STATUS_LABELS: Record<(typeof REPRESENTATION_STATUS_VALUES)[number], string> = {
  PENDING: 'Invitación enviada',
  ACCEPTED: 'Representante activo',
  REJECTED: 'Invitación rechazada',
  CANCELLED: 'Representación cancelada',
};

export const representationSchema = z.object({
  id: z.uuid(),
  managerEmail: z.string(),
  status: z.enum(REPRESENTATION_STATUS_VALUES),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type Representation = z.infer<typeof representationSchema>;

export const myPodcastSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  imageUrl: z.string().nullable(),
  categories: z.array(z.string()),
  listens30d: z.number().int().nonnegative(),
  state: z.enum(PODCAST_STATES),
  /** SPEC §3 imManager: the user acts for this podcast as its representative. */
  imManager: z.boolean(),
  /** The owner's live delegation, if any (shown to the owner and to the representative). */
  representation: representationSchema.nullable(),
  /** Owner's name, for a representative's list. */
  ownerName: z.string().nullable(),
  sheetSteps: z.object({ profile: z.boolean(), audience: z.boolean(), branding: z.boolean() }),
});
export type MyPodcast = z.infer<typeof myPodcastSchema>;
export const myPodcastsSchema = z.object({ podcasts: z.array(myPodcastSchema) });

export const inviteRepresentativeSchema = z.object({ email: emailSchema }).strict();

export const representationAnswerSchema = z.object({
  podcastTitle: z.string(),
  managerEmail: z.string(),
  /** Whether an account already uses the representative's e-mail (the page says how to go on). */
  hasAccount: z.boolean(),
});
export type RepresentationAnswer = z.infer<typeof representationAnswerSchema>;

export const blockedPeriodSchema = z.object({
  id: z.uuid(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Ended periods are kept as history and can no longer be removed. */
  isPast: z.boolean(),
});
export type BlockedPeriod = z.infer<typeof blockedPeriodSchema>;
export const availabilitySchema = z.object({ periods: z.array(blockedPeriodSchema) });

export const podcastIdParamsSchema = z.object({ id: z.uuid({ error: 'Ese podcast no existe' }) });
