import { z } from 'zod';
import { secondsToTimestamp } from './formats';

/**
 * Proof of airing (issue 20, shared/docs/DOMAIN.md "The read: approval and proof"): once an action is
 * recorded, the episode's audio is fetched, a clip from 15 s before to 90 s after the recorded minute
 * kept, and for a spot the advertiser's spot looked for in the episode by its audio fingerprint.
 */

export const AIRING_PROOF_STATUSES = ['pending', 'ready', 'failed'] as const;
export type AiringProofStatus = (typeof AIRING_PROOF_STATUSES)[number];

/** What the fingerprint search found: `unchecked` for host reads (a person listens) or without a spot file. */
export const AIRING_DETECTIONS = ['found', 'not-found', 'unchecked'] as const;
export type AiringDetection = (typeof AIRING_DETECTIONS)[number];

/**
 * Why the episode's audio could not be had: the fetcher's reasons, plus no enclosure, an unreadable
 * file, and a recorded minute past the episode's end.
 */
export const AIRING_FAILURES = [
  'no-enclosure',
  'unreachable',
  'timeout',
  'too-large',
  'http-status',
  'refused',
  'not-audio',
  'after-end',
] as const;
export type AiringFailure = (typeof AIRING_FAILURES)[number];

/** The clip kept around the recorded minute. */
export const CLIP_BEFORE_SECONDS = 15;
export const CLIP_AFTER_SECONDS = 90;

export const AIRING_PROOF_MESSAGES = {
  listen: 'Escucha la emisión',
  pending: 'Estamos descargando el episodio para comprobar la emisión.',
  notFound: 'No encontramos la cuña: el equipo lo revisará escuchando el fragmento.',
  unchecked: 'Sin comprobar automáticamente',
  failedPrefix: 'No hemos podido comprobar la emisión: ',
  retrying: 'Lo volveremos a intentar en unos minutos.',
  gaveUp: 'Ya no lo intentaremos más; el equipo lo revisará.',
  clipNotFound: 'Esta acción no tiene fragmento de la emisión.',
} as const;

export const AIRING_FAILURE_MESSAGES: Record<AiringFailure, string> = {
  'no-enclosure': 'no encontramos el audio del episodio en el feed del podcast.',
  unreachable: 'el servidor del podcast no responde.',
  timeout: 'la descarga tardó demasiado.',
  'too-large': 'el archivo de audio es demasiado grande.',
  'http-status': 'el servidor del podcast no entregó el audio (puede que ya no exista).',
  refused: 'la dirección del audio no es válida.',
  'not-audio': 'el archivo descargado no es un audio que sepamos leer.',
  'after-end': 'el minuto indicado está después del final del episodio.',
};

/** «Cuña detectada a las 12:31»: minutes and seconds into the episode. */
export function spotDetectedMessage(seconds: number): string {
  return `Cuña detectada a las ${secondsToTimestamp(Math.max(0, Math.round(seconds)), 1)}`;
}

export const airingProofSchema = z.object({
  status: z.enum(AIRING_PROOF_STATUSES),
  attempts: z.number().int(),
  /** Failed for good: no more retries. */
  final: z.boolean(),
  failure: z.enum(AIRING_FAILURES).nullable(),
  detection: z.enum(AIRING_DETECTIONS).nullable(),
  /** Seconds into the episode where the spot was found. */
  detectedAtSeconds: z.number().int().nullable(),
  /** Where the clip plays (same-origin API path), when ready. */
  clipUrl: z.string().nullable(),
  /** Seconds into the episode where the clip starts, and its length. */
  clipStartSeconds: z.number().int().nullable(),
  clipSeconds: z.number().nullable(),
  /** The state in words, as shown under the player. */
  summary: z.string(),
});
export type AiringProof = z.infer<typeof airingProofSchema>;

/** The proof's state in one Spanish line. */
export function airingProofSummary(proof: {
  status: AiringProofStatus;
  final: boolean;
  failure: AiringFailure | null;
  detection: AiringDetection | null;
  detectedAtSeconds: number | null;
}): string {
  if (proof.status === 'pending') return AIRING_PROOF_MESSAGES.pending;
  if (proof.status === 'failed') {
    const reason = AIRING_FAILURE_MESSAGES[proof.failure ?? 'unreachable'];
    const next = proof.final ? AIRING_PROOF_MESSAGES.gaveUp : AIRING_PROOF_MESSAGES.retrying;
    return `${AIRING_PROOF_MESSAGES.failedPrefix}${reason} ${next}`;
  }
  if (proof.detection === 'found' && proof.detectedAtSeconds !== null)
    return spotDetectedMessage(proof.detectedAtSeconds);
  if (proof.detection === 'not-found') return AIRING_PROOF_MESSAGES.notFound;
  return AIRING_PROOF_MESSAGES.unchecked;
}
