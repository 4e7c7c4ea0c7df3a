import { z } from 'zod';
import { emailSchema } from './auth';
import { httpUrlSchema } from './formats';
import { measurementPanelSchema } from './measurement-views';

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

/** The wizard's search for suggested podcasts (issue 5): a few letters of a title or an author. */
export const PODCAST_SEARCH_LIMIT = 8;
export const podcastSearchQuerySchema = z
  .object({ q: z.string({ error: 'Escribe al menos 2 letras' }).trim().min(2, 'Escribe al menos 2 letras').max(80) })
  .strict();

export const PODCAST_MESSAGES = {
  notYours: 'Solo puede hacer esto quien gestiona el podcast.',
  ownerOnly: 'Solo el propietario del podcast puede hacer esto.',
  representativeIsYou: 'El correo del representante debe ser distinto del tuyo',
  representationExists: 'Este podcast ya tiene un representante o una invitación pendiente.',
  /** SPEC §8: the page adds the way to contact support. */
  representationFailed: 'Algo ha ido mal',
  noRepresentation: 'Este podcast no tiene representante ni invitaciones pendientes.',
  noAcceptedRepresentation: 'Este podcast no tiene un representante que haya aceptado la invitación.',
  representationWrongAccount:
    'Esta invitación es para otra dirección de correo. Entra con la cuenta de esa dirección para aceptarla.',
  representationEmailUnconfirmed:
    'Confirma tu dirección de correo antes de aceptar la invitación: abre el enlace que te enviamos al crear la cuenta.',
  periodNotFound: 'Ese periodo ya no existe.',

  // Adding a podcast by its feed.
  invalidFeed: 'Esa dirección no es un feed de podcast válido.',
  feedUnsafe: 'Ese feed declara entidades XML (DOCTYPE con ENTITY) y no lo aceptamos por seguridad.',
  feedScheme: 'La dirección del feed debe empezar por http:// o https://.',
  feedHostRefused: 'No podemos leer feeds de esa dirección.',
  feedUnreachable:
    'No hemos podido conectar con esa dirección. Comprueba que está bien escrita y que el feed es público.',
  feedTimeout: 'El feed ha tardado demasiado en responder. Inténtalo de nuevo en unos minutos.',
  feedTooLarge: 'El feed es demasiado grande para poder leerlo.',
  feedTooManyRedirects: 'La dirección del feed redirige demasiadas veces. Usa la dirección final del feed.',
  feedHttpError: 'El servidor del feed ha respondido con un error. Comprueba la dirección o inténtalo más tarde.',
  noFeed: 'Este podcast no se añadió por su feed, así que no hay episodios que actualizar.',
  alreadyYours: 'Ya gestionas este podcast: lo tienes en Mis podcasts.',
  ownedBySomeoneElse:
    'Otra persona ya ha demostrado que gestiona este podcast. Si crees que es un error, escríbenos desde el formulario de contacto.',

  // Proving ownership.
  noOpenClaim: 'No tienes ninguna verificación pendiente de este podcast.',
  claimedByOther:
    'Otra persona ha demostrado antes que tú que gestiona este podcast. Si crees que es un error, escríbenos desde el formulario de contacto.',
  noOwnerEmail:
    'El feed de este podcast no indica el correo de su propietario (itunes:owner), así que no podemos enviarte un código. Verifícalo añadiendo tu código de verificación al feed.',
  codeResendWait: 'Acabamos de enviarte un código. Espera un minuto antes de pedir otro.',
  codeSendLimit:
    'Ya has pedido demasiados códigos para este podcast. Verifícalo añadiendo tu código de verificación al feed o escríbenos desde el formulario de contacto.',
  codeFormat: 'El código tiene 6 cifras.',
  noCodeSent: 'Primero pide que te enviemos un código al correo del feed.',
  wrongCode: 'El código no es correcto. Revisa el correo y vuelve a escribirlo.',
  codeAttemptsExceeded: 'Has escrito demasiados códigos incorrectos. Pide un código nuevo.',
  codeExpired: 'El código ha caducado. Pide uno nuevo.',
  feedTokenNotFound:
    'No encontramos tu código de verificación en el feed. Añade dentro de <channel> la etiqueta <podcast:txt purpose="verify">tu código</podcast:txt> (en tu plataforma de alojamiento, en los ajustes del feed), espera a que el cambio se publique y vuelve a intentarlo.',

  // SPEC §8 account link failures (the hosting platform).
  hostingLinkFailed:
    'Comprueba que el correo y la contraseña coinciden con los de tu cuenta de la plataforma de alojamiento.',
  hostingLinkSocial:
    'Esa cuenta de la plataforma de alojamiento se creó con una red social: el correo debe ser el mismo que el de la red social con la que entras en ella.',
  hostingUnavailable: 'La plataforma de alojamiento no responde ahora mismo. Inténtalo más tarde.',
  hostingPodcastNotFound: 'La plataforma de alojamiento ya no tiene ese podcast.',
} as const;

/** Proof by e-mail (DOMAIN.md "Hosting platform"): a code sent to the feed's owner address. */
export const CLAIM_CODE_LENGTH = 6;
export const CLAIM_CODE_MINUTES = 30;
export const CLAIM_CODE_RESEND_SECONDS = 60;
/** Codes per claim, and wrong guesses per code: at most 25 guesses out of a million per claim. */
export const CLAIM_CODE_MAX_SENDS = 5;
export const CLAIM_CODE_MAX_ATTEMPTS = 5;

export const addPodcastSchema = z.object({ feedUrl: httpUrlSchema }).strict();
export type AddPodcast = z.infer<typeof addPodcastSchema>;

/** The podcast as the adding and proving screens show it. */
export const claimPodcastSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  author: z.string().nullable(),
});
export type ClaimPodcast = z.infer<typeof claimPodcastSchema>;

export const podcastClaimSchema = z.object({
  /** What to place in the feed as `<podcast:txt purpose="verify">`. */
  feedToken: z.string(),
  /** The feed's owner address, masked (`m•••@dominio.com`); null when the feed names none. */
  ownerEmailHint: z.string().nullable(),
});

export const addedPodcastSchema = z.object({ podcast: claimPodcastSchema, claim: podcastClaimSchema });
export type AddedPodcast = z.infer<typeof addedPodcastSchema>;

export const claimDetailsSchema = z.object({
  podcast: claimPodcastSchema,
  claim: podcastClaimSchema.extend({
    /** When the latest code was e-mailed; null before the first. */
    codeSentAt: z.string().nullable(),
    /** From when another code may be asked for; null before the first. */
    canResendAt: z.string().nullable(),
  }),
});
export type ClaimDetails = z.infer<typeof claimDetailsSchema>;

export const claimCodeSentSchema = z.object({ sentTo: z.string() });

export const verifyClaimCodeSchema = z
  .object({
    code: z
      .string({ error: PODCAST_MESSAGES.codeFormat })
      .trim()
      .regex(new RegExp(`^\\d{${CLAIM_CODE_LENGTH}}$`), PODCAST_MESSAGES.codeFormat),
  })
  .strict();

export const claimVerifiedSchema = z.object({ podcast: claimPodcastSchema });
export type ClaimVerified = z.infer<typeof claimVerifiedSchema>;

export const episodesRefreshedSchema = z.object({ episodes: z.number().int().nonnegative() });

/** Whether a hosting partner is configured; without one, demo data stands in (DOMAIN.md). */
export const hostingPartnerStatusSchema = z.object({ configured: z.boolean() });

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
  /** The owner's choice (issue 19): the podcast's earnings go to the representative, not the owner. */
  paysRepresentative: z.boolean(),
});
export type Representation = z.infer<typeof representationSchema>;

export const myPodcastSchema = featuredPodcastSchema.extend({
  state: z.enum(PODCAST_STATES),
  /** SPEC §3 imManager: the user acts for this podcast as its representative. */
  imManager: z.boolean(),
  /** The owner's live delegation, if any (shown to the owner and to the representative). */
  representation: representationSchema.nullable(),
  /** Owner's name, for a representative's list. */
  ownerName: z.string().nullable(),
  sheetSteps: z.object({ profile: z.boolean(), audience: z.boolean(), branding: z.boolean() }),
  /** Issue 21: the «prefijo de analítica» panel; null for a podcast the user has not proved yet. */
  measurement: measurementPanelSchema.nullable(),
});
export type MyPodcast = z.infer<typeof myPodcastSchema>;
export const myPodcastsSchema = z.object({ podcasts: z.array(myPodcastSchema) });

export const inviteRepresentativeSchema = z.object({ email: emailSchema }).strict();

/** Issue 19: who is paid a represented podcast's earnings; unless the owner says so, the owner. */
export const representationPayeeSchema = z.object({ toRepresentative: z.boolean() }).strict();
export type RepresentationPayee = z.infer<typeof representationPayeeSchema>;

/**
 * An invitation as its e-mailed links show it, before and after it is answered: opening a link
 * changes nothing (mail scanners open links); a button does (DOMAIN.md "Representation").
 */
export const representationInvitationSchema = z.object({
  podcastTitle: z.string(),
  ownerName: z.string(),
  /** The invited address: only an account with this address, confirmed, can accept. */
  managerEmail: z.string(),
  /** Whether an account already uses that address (the page says how to go on). */
  hasAccount: z.boolean(),
});
export type RepresentationInvitation = z.infer<typeof representationInvitationSchema>;

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
