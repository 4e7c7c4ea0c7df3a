import { z } from 'zod';
import { type ProposalAction } from './proposals';

/**
 * The read (issue 20, DOMAIN.md "The read: approval and proof"): before a hired podcast airs a host-read
 * action, its podcaster sends the script or a recorded sample, and the advertiser (or the agent of a
 * managed campaign) approves it or asks for changes. Two working days without an answer count as
 * approval. Spots are the advertiser's own audio and need no read.
 */

/** The actions the host reads aloud: only these need an approved read before they air. */
export const HOST_READ_ACTIONS = [
  'mentions',
  'sponsorships',
  'reviews',
  'dedicatedShows',
] as const satisfies readonly ProposalAction[];

export function isHostRead(kind: ProposalAction): boolean {
  return (HOST_READ_ACTIONS as readonly ProposalAction[]).includes(kind);
}

export const READ_SCRIPT_MAX_CHARS = 2_000;
export const READ_COMMENT_MAX_CHARS = 2_000;
/** Working days the reviewer has to answer before the read counts as approved. */
export const READ_ANSWER_WORKING_DAYS = 2;

export const READ_DECISIONS = ['PENDING', 'APPROVED', 'CHANGES_REQUESTED', 'AUTO_APPROVED'] as const;
export type ReadDecision = (typeof READ_DECISIONS)[number];

/** Where a hired podcast's read stands, in one word for each side. */
export const READ_STATES = ['NOT_NEEDED', 'OPTED_OUT', 'DUE', 'WAITING', 'CHANGES_REQUESTED', 'APPROVED'] as const;
export type ReadState = (typeof READ_STATES)[number];

export const READ_MESSAGES = {
  scriptRequired: 'Escribe el guion de la lectura',
  scriptTooLong: `El guion no puede tener más de ${READ_SCRIPT_MAX_CHARS.toLocaleString('es-ES')} caracteres`,
  commentRequired: 'Explica qué cambios necesitas',
  commentTooLong: `El comentario no puede tener más de ${READ_COMMENT_MAX_CHARS.toLocaleString('es-ES')} caracteres`,
  sampleNotAudio: 'La muestra grabada tiene que ser un archivo de audio que hayas subido tú',
  notNeeded: 'Este podcast no tiene acciones leídas por el presentador: no hace falta aprobar la lectura.',
  optedOut: 'Esta campaña no pide aprobación previa de la lectura.',
  notPaid: 'Podrás enviar la lectura cuando el anunciante haya pagado la campaña.',
  finished: 'La campaña ya ha terminado.',
  alreadyWaiting: 'Ya hay una lectura esperando respuesta: espera a que el anunciante conteste.',
  alreadyApproved: 'La lectura ya está aprobada.',
  nothingToDecide: 'No hay ninguna lectura esperando respuesta.',
  notReviewer: 'Solo el anunciante de la campaña o su agente pueden aprobar la lectura.',
  notFound: 'No encontramos esa lectura.',
  recordNeedsApproval:
    'Antes de registrar esta acción, el anunciante tiene que aprobar la lectura: envíale el guion o una muestra grabada.',
} as const;

export const READ_STATE_LABELS: Record<ReadState, string> = {
  NOT_NEEDED: 'Sin lectura que aprobar',
  OPTED_OUT: 'Sin aprobación previa',
  DUE: 'Pendiente de enviar',
  WAITING: 'Esperando respuesta del anunciante',
  CHANGES_REQUESTED: 'Cambios pedidos',
  APPROVED: 'Lectura aprobada',
};

export const READ_DECISION_LABELS: Record<ReadDecision, string> = {
  PENDING: 'Esperando respuesta',
  APPROVED: 'Aprobada',
  CHANGES_REQUESTED: 'Cambios pedidos',
  AUTO_APPROVED: `Aprobada automáticamente tras ${READ_ANSWER_WORKING_DAYS} días laborables`,
};

/** The workroom events (each a line every party sees in the thread). */
export const READ_EVENT_TEXTS = {
  scriptSent: 'Guion enviado',
  sampleSent: 'Muestra grabada enviada',
  changesRequested: (comment: string) => `Cambios pedidos: ${comment}`,
  approved: 'Lectura aprobada',
  autoApproved: `Aprobada automáticamente tras ${READ_ANSWER_WORKING_DAYS} días laborables`,
} as const;

// ---- Working days -------------------------------------------------------------------------------

/**
 * Spain's national holidays for 2026 and 2027 (the BOE's days common to the whole country), the
 * default of NATIONAL_HOLIDAYS. A national holiday on a Sunday stays there: the Monday some regions
 * take instead (2 November and 7 December 2026, 16 August 2027) is theirs, not national.
 */
export const SPAIN_NATIONAL_HOLIDAYS = [
  '2026-01-01',
  '2026-01-06',
  '2026-04-03',
  '2026-05-01',
  '2026-08-15',
  '2026-10-12',
  '2026-11-01',
  '2026-12-06',
  '2026-12-08',
  '2026-12-25',
  '2027-01-01',
  '2027-01-06',
  '2027-03-26',
  '2027-05-01',
  '2027-08-15',
  '2027-10-12',
  '2027-11-01',
  '2027-12-06',
  '2027-12-08',
  '2027-12-25',
] as const;

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Monday to Friday and not a national holiday. */
export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/**
 * The `count`-th working day after `day` (which itself never counts): a read sent on Friday with two
 * working days to answer is due at the end of Tuesday, and one sent on a holiday eve skips the holiday.
 */
export function addWorkingDays(day: string, count: number, holidays: ReadonlySet<string>): string {
  let current = day;
  let left = count;
  while (left > 0) {
    current = shiftDay(current, 1);
    if (isWorkingDay(current, holidays)) left -= 1;
  }
  return current;
}

/** A round still waiting on `today` counts as approved once its last day to answer is over. */
export function isPastAnswerDay(dueOn: string, today: string): boolean {
  return today > dueOn;
}

// ---- Schemas ------------------------------------------------------------------------------------

export const submitReadScriptSchema = z
  .object({
    script: z
      .string({ error: READ_MESSAGES.scriptRequired })
      .trim()
      .min(1, READ_MESSAGES.scriptRequired)
      .max(READ_SCRIPT_MAX_CHARS, READ_MESSAGES.scriptTooLong),
  })
  .strict();
export type SubmitReadScript = z.infer<typeof submitReadScriptSchema>;

export const submitReadSampleSchema = z.object({ fileId: z.uuid({ error: READ_MESSAGES.sampleNotAudio }) }).strict();
export type SubmitReadSample = z.infer<typeof submitReadSampleSchema>;

export const decideReadSchema = z
  .object({
    decision: z.enum(['APPROVED', 'CHANGES_REQUESTED']),
    comment: z.string().trim().max(READ_COMMENT_MAX_CHARS, READ_MESSAGES.commentTooLong).default(''),
  })
  .strict()
  .refine((value) => value.decision === 'APPROVED' || value.comment.length > 0, {
    message: READ_MESSAGES.commentRequired,
    path: ['comment'],
  });
export type DecideRead = z.infer<typeof decideReadSchema>;

export const readRoundSchema = z.object({
  number: z.number().int().positive(),
  script: z.string().nullable(),
  sample: z.object({ url: z.string(), name: z.string() }).nullable(),
  submittedBy: z.string(),
  submittedAt: z.string(),
  /** The last working day to answer; after it the round counts as approved. */
  dueOn: z.string(),
  decision: z.enum(READ_DECISIONS),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  comment: z.string().nullable(),
});
export type ReadRound = z.infer<typeof readRoundSchema>;

export const readApprovalSchema = z.object({
  campaignId: z.uuid(),
  podcast: z.object({ id: z.uuid(), title: z.string() }),
  state: z.enum(READ_STATES),
  /** The viewer may send a new round now. */
  canSubmit: z.boolean(),
  /** The viewer may approve or ask for changes now. */
  canDecide: z.boolean(),
  rounds: z.array(readRoundSchema),
});
export type ReadApproval = z.infer<typeof readApprovalSchema>;

export const readApprovalListSchema = z.object({ reads: z.array(readApprovalSchema) });
export type ReadApprovalList = z.infer<typeof readApprovalListSchema>;

/** Where the read stands from its rounds (newest last) and the brief. */
export function readStateOf(input: {
  hasHostRead: boolean;
  noReadApproval: boolean;
  lastDecision: ReadDecision | null;
}): ReadState {
  if (!input.hasHostRead) return 'NOT_NEEDED';
  if (input.noReadApproval) return 'OPTED_OUT';
  switch (input.lastDecision) {
    case null:
      return 'DUE';
    case 'PENDING':
      return 'WAITING';
    case 'CHANGES_REQUESTED':
      return 'CHANGES_REQUESTED';
    default:
      return 'APPROVED';
  }
}

/** A host-read action may be recorded as aired: the read is approved, or the brief asked for none. */
export function readAllowsRecording(state: ReadState): boolean {
  return state === 'APPROVED' || state === 'OPTED_OUT' || state === 'NOT_NEEDED';
}

export const readRoundParamsSchema = z.object({
  id: z.uuid(),
  podcastId: z.uuid(),
  number: z.coerce.number().int().min(1).max(10_000),
});
