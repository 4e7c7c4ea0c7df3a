import { z } from 'zod';
import { CAMPAIGN_STATUSES, inGroup, type CampaignStatus, type CampaignSubstatus } from './campaign-lifecycle';
import { PROPOSAL_PODCAST_STATUSES, type ProposalPodcastStatus } from './proposals';

/**
 * The workroom chat (issue 8; SPEC §2, §3 "Workroom message" and "Chat send payload", §5, §6, §7, §8;
 * DOMAIN.md "Chat"). A thread is one podcast in one campaign: the `campaign_podcasts` row, which the
 * API also calls the child campaign (`/child-campaigns/{childId}`). Its members are the advertiser, the
 * podcaster (the representative when the podcast is managed, its owner then only reads) and the
 * campaign's agent. A campaign without an agent has no chat.
 */

/** SPEC §5 and §9. */
export const CHAT_MAX_CHARS = 2048;
/** Above this many characters the text area switches to its extended style. */
export const CHAT_EXTENDED_FROM = 500;
/** Threads per page in the workroom. */
export const WORKROOM_PAGE_SIZE = 20;
/** The newest messages a thread answers with. */
export const CHAT_HISTORY_LIMIT = 500;

export const CHAT_MESSAGES = {
  bodyRequired: 'Escribe un mensaje.',
  bodyTooLong: `El mensaje no puede tener más de ${CHAT_MAX_CHARS} caracteres.`,
  attachmentNameRequired: 'Falta el nombre del archivo adjunto.',
  attachmentUnreadable: 'El archivo adjunto no se ha podido leer.',
  attachmentGone: 'Ese archivo adjunto ya no está disponible.',
  notMember: 'No formas parte de esta conversación.',
  clientIdReused: 'Ese identificador de envío ya se usó en otra conversación.',
  agentsOnly: 'Solo el gestor de la campaña ve estas conversaciones.',
  disabled: {
    FINISHED: 'La campaña ha finalizado: la conversación queda solo para leer.',
    MANAGED: 'Tu podcast lo gestiona un representante: es quien escribe en esta conversación.',
    CLOSED: 'Esta conversación está cerrada: el podcast ya no forma parte de la campaña.',
    READ_ONLY: 'Lees esta conversación como administrador: solo escriben en ella sus participantes.',
    AGENCY_VIEWER: 'Tu permiso en la agencia es «Puede ver»: lees esta conversación, pero no escribes en ella.',
  },
  /** SPEC §8's success toast «saved», in the words of a message that has gone out. */
  sent: 'Mensaje enviado',
  empty: 'Aún no hay mensajes. Escribe el primero.',
  /** The same, to a viewer who cannot write there. */
  emptyReadOnly: 'Aún no hay mensajes.',
  workroomEmpty:
    'Aún no tienes conversaciones. Cuando una campaña tenga gestor, podrás hablar desde el icono del sobre.',
} as const;

/**
 * Why sending is off for the viewer (SPEC §6), or null when they may send. READ_ONLY: an admin who
 * takes no part reads the thread, to support a dispute, and never writes in it. AGENCY_VIEWER: a
 * colleague of the advertiser's agency with «Puede ver» (docs/decisions/0034).
 */
export const CHAT_DISABLED_REASONS = ['FINISHED', 'MANAGED', 'CLOSED', 'READ_ONLY', 'AGENCY_VIEWER'] as const;
export type ChatDisabledReason = (typeof CHAT_DISABLED_REASONS)[number];

/** The part each member plays, shown next to their name. */
export const CHAT_ROLES = ['advertiser', 'podcaster', 'agent'] as const;
/** A person's message, or an event the app writes in the thread (the read's rounds: «Guion enviado»…). */
export const CHAT_MESSAGE_KINDS = ['MESSAGE', 'EVENT'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];
/** What the lists show as the «author» of an event. */
export const CHAT_EVENT_AUTHOR = 'Patrocina';
export type ChatRole = (typeof CHAT_ROLES)[number];
export const CHAT_ROLE_LABELS: Record<ChatRole, string> = {
  advertiser: 'Anunciante',
  podcaster: 'Podcaster',
  agent: 'Gestor de campaña',
};

/** Who may open a thread: its members, and admins, who read every thread (DOMAIN.md) but write in none. */
export const CHAT_VIEWER_ROLES = [...CHAT_ROLES, 'admin'] as const;
export type ChatViewerRole = (typeof CHAT_VIEWER_ROLES)[number];

/** What decides whether a thread is open: the campaign's and the podcast's place in the life cycle. */
export interface ChatThreadState {
  campaignStatus: CampaignStatus;
  substatus: CampaignSubstatus;
  podcastStatus: ProposalPodcastStatus;
  picked: boolean;
  /** The viewer is the podcast's owner while a representative manages it. */
  viewerIsManagedOwner: boolean;
}

/**
 * SPEC §6: sending is off when the campaign is finished, for an owner whose podcast is managed, and
 * when the thread is closed: the podcast's proposal expired, or the campaign was paid without it.
 */
export function chatDisabledReason(state: ChatThreadState): ChatDisabledReason | null {
  if (state.campaignStatus === 'FINISHED') return 'FINISHED';
  // Once the advertiser paid, only the picked podcasts take part.
  if (state.podcastStatus === 'EXPIRED' || (inGroup('paid', state.substatus) && !state.picked)) return 'CLOSED';
  if (state.viewerIsManagedOwner) return 'MANAGED';
  return null;
}

/** SPEC §3 Chat send payload. `clientId` makes a retried send store once. */
export const chatSendSchema = z
  .object({
    body: z.string().trim().min(1, CHAT_MESSAGES.bodyRequired).max(CHAT_MAX_CHARS, CHAT_MESSAGES.bodyTooLong),
    /** The file's bytes in base64; checked by content on the server. */
    attachment: z.string().max(15_000_000).nullish(),
    attachmentName: z.string().trim().max(200).nullish(),
    clientId: z.uuid().optional(),
  })
  .strict()
  .refine((value) => !value.attachment || !!value.attachmentName, {
    message: CHAT_MESSAGES.attachmentNameRequired,
    path: ['attachmentName'],
  });
export type ChatSend = z.infer<typeof chatSendSchema>;

export const chatAuthorSchema = z.object({ id: z.uuid().nullable(), username: z.string(), role: z.enum(CHAT_ROLES) });

/** SPEC §3 Workroom message, for one viewer. */
export const chatMessageSchema = z.object({
  id: z.uuid(),
  /** Grows with every message stored: the live stream's event id. */
  seq: z.number().int().positive(),
  threadId: z.uuid(),
  body: z.string(),
  attachment: z.object({ url: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  /** The viewer did not write it. */
  isRecipientUser: z.boolean(),
  /** Null for an event: nobody typed it. */
  author: chatAuthorSchema.nullable(),
  campaign: z.object({ id: z.uuid(), brand: z.string(), name: z.string() }),
  podcastId: z.uuid(),
  clientId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A thread as the slide-over opens it: who takes part, whether the viewer may send, its messages. */
export const chatThreadSchema = z.object({
  threadId: z.uuid(),
  campaign: z.object({ id: z.uuid(), brand: z.string(), name: z.string(), status: z.enum(CAMPAIGN_STATUSES) }),
  podcast: z.object({ id: z.uuid(), title: z.string() }),
  /** The subtitle: the advertiser's and the podcaster's usernames (the representative's when managed). */
  parties: z.object({ advertiser: z.string(), podcaster: z.string(), agent: z.string() }),
  viewerRole: z.enum(CHAT_VIEWER_ROLES),
  canSend: z.boolean(),
  disabledReason: z.enum(CHAT_DISABLED_REASONS).nullable(),
  unread: z.number().int().nonnegative(),
  messages: z.array(chatMessageSchema),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

export const chatCountSchema = z.object({
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type ChatCount = z.infer<typeof chatCountSchema>;

/** `GET /private/campaigns/messages/me`: the header badge. */
export const messageStatsSchema = z.object({ unread: z.number().int().nonnegative() });
export type MessageStats = z.infer<typeof messageStatsSchema>;

export const WORKROOM_SORTS = ['date', 'campaign'] as const;
export const WORKROOM_SORT_LABELS: Record<(typeof WORKROOM_SORTS)[number], string> = {
  date: 'Más recientes',
  campaign: 'Campaña (A-Z)',
};

/** The workroom's sorting, filters and page (`latests-messages`, `latests-agent-messages`). */
export const workroomQuerySchema = z
  .object({
    sort: z.enum(WORKROOM_SORTS).default('date'),
    /** `pending`: unread, or the last message is not yours (it awaits your answer). */
    show: z.enum(['all', 'pending']).default('all'),
    /** `active`: the campaign is not finished. */
    state: z.enum(['all', 'active']).default('all'),
    /** Only this campaign's threads (the advertiser's campaign card links here). */
    campaignId: z.uuid().optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type WorkroomQuery = z.infer<typeof workroomQuerySchema>;

export const workroomThreadSchema = z.object({
  threadId: z.uuid(),
  campaign: z.object({ id: z.uuid(), brand: z.string(), name: z.string(), status: z.enum(CAMPAIGN_STATUSES) }),
  podcast: z.object({
    id: z.uuid(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    status: z.enum(PROPOSAL_PODCAST_STATUSES),
  }),
  lastMessage: z
    .object({
      body: z.string(),
      createdAt: z.string(),
      author: z.string(),
      fromMe: z.boolean(),
      hasAttachment: z.boolean(),
    })
    .nullable(),
  unread: z.number().int().nonnegative(),
  /** Unread, or the last message is someone else's. */
  pending: z.boolean(),
});
export type WorkroomThread = z.infer<typeof workroomThreadSchema>;

export const workroomPageSchema = z.object({
  items: z.array(workroomThreadSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type WorkroomPage = z.infer<typeof workroomPageSchema>;

/** `PUT …/messages/read`: the viewer's unread total afterwards. */
export const chatReadSchema = messageStatsSchema;

/**
 * The live stream (`GET /private/events`, Server-Sent Events). Event `message` carries a ChatMessage
 * for the receiving user, with the message's `seq` as the event id (send it back as Last-Event-ID to
 * get what was missed); event `counts` carries the header badges.
 */
export const LIVE_EVENTS = ['message', 'counts'] as const;
/**
 * Both on connect and after a catch-up; `unread` alone after a chat event; `pending` alone when a
 * heartbeat finds it changed (campaigns change outside the chat).
 */
export const liveCountsSchema = z.object({
  unread: z.number().int().nonnegative().optional(),
  pending: z.number().int().nonnegative().optional(),
});
export type LiveCounts = z.infer<typeof liveCountsSchema>;

export const chatParamsSchema = z.object({ id: z.uuid(), podcastId: z.uuid() });
export const childChatParamsSchema = z.object({ id: z.uuid(), childId: z.uuid() });
