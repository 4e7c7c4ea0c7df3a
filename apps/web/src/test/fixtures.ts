import type { z } from 'zod';
import {
  campaignSchema,
  chatMessageSchema,
  chatThreadSchema,
  meSchema,
  myPodcastSchema,
  STATUS_OF_SUBSTATUS,
  workroomThreadSchema,
  type Campaign,
  type ChatMessage,
  type ChatThread,
  type Me,
  type MyPodcast,
  type PodcasterCampaign,
  type WorkroomThread,
} from '@patrocina/domain';

let sequence = 0;

/** A user as GET /private/users/me returns it; parsed, so a fixture can never drift from the schema. */
export function buildMe(overrides: Partial<Me> = {}): Me {
  sequence += 1;
  return meSchema.parse({
    id: crypto.randomUUID(),
    username: `lucia${sequence}`,
    avatar: null,
    ivooxUserId: null,
    email: `lucia${sequence}@ejemplo.es`,
    alternativeEmail: null,
    phone: null,
    prefix: null,
    newsletter: false,
    scope: 'user',
    isAgency: false,
    agencyRole: null,
    emailVerified: true,
    impersonatedBy: null,
    messageStats: { unread: 0 },
    campaignActionStats: { pending: 0 },
    ...overrides,
  });
}

/**
 * One of my podcasts as `GET /private/podcasts/mine` lists it: «Modo Cooperativo», its sheet two
 * steps short; parsed, so a fixture can never drift from the schema.
 */
export function buildMyPodcast(overrides: Partial<MyPodcast> = {}): MyPodcast {
  return myPodcastSchema.parse({
    id: '6b3c1f0e-2a4d-4e8f-9b1c-0d2e3f4a5b6c',
    slug: 'modo-cooperativo',
    title: 'Modo Cooperativo',
    author: 'Marta Podcaster',
    imageUrl: null,
    categories: ['Leisure'],
    listens30d: 2_870,
    state: 'SHEET_INCOMPLETE',
    imManager: false,
    representation: null,
    ownerName: null,
    sheetSteps: { profile: true, audience: false, branding: false },
    measurement: null,
    ...overrides,
  });
}

/**
 * A proposal as a podcaster sees it in their dashboard (Zapatillas Brío for «Modo Cooperativo»,
 * unanswered), each with its own id and name unless a test sets them.
 */
export function buildPodcasterCampaign(overrides: Partial<PodcasterCampaign> = {}): PodcasterCampaign {
  sequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    slug: `propuesta-${sequence}`,
    brand: 'Zapatillas Brío',
    name: `Propuesta ${sequence}`,
    managedByAgent: false,
    url: 'https://brio.es',
    briefing: 'Cuenta cómo entrenas con nuestras zapatillas.',
    status: 'CONFIGURING',
    tab: 'CONFIGURING',
    approximateDate: 'NEXT_MONTH',
    fromDate: null,
    toDate: null,
    podcast: {
      id: '20000000-0000-4000-8000-000000000001',
      title: 'Modo Cooperativo',
      slug: 'modo-cooperativo',
      imageUrl: null,
    },
    role: 'owner',
    canAnswer: true,
    representativeName: null,
    podcasterStatus: 'UNANSWERED',
    statusReason: null,
    proposalModified: false,
    counts: { mentions: 2, sponsorships: 1, reviews: 0, dedicatedShows: 0, spots: 0 },
    reach: 45_000,
    estimatedEarnings: 540,
    minEarnings: null,
    contactPhonePrefix: null,
    contactPhone: null,
    comment: null,
    delegated: false,
    answeredAt: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A Response as the API writes it: JSON body, JSON content type. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** What a test may change of a campaign, in the shape the API sends (defaults may be left out). */
type CampaignInput = z.input<typeof campaignSchema>;
type CampaignOverrides = Omit<Partial<CampaignInput>, 'what' | 'whom' | 'how'> & {
  what?: Partial<CampaignInput['what']>;
  whom?: Partial<CampaignInput['whom']>;
  how?: Partial<CampaignInput['how']>;
};

/**
 * A campaign as `GET /private/campaigns/{id}` returns it (Café Lumbre's «Tueste», pending review,
 * owned by the viewer), with any field changed; parsed, so a fixture can never drift from the schema.
 */
export function buildCampaign(overrides: CampaignOverrides = {}): Campaign {
  const substatus = overrides.substatus ?? 'PENDING_REVIEW';
  const { what, whom, how, ...rest } = overrides;
  return campaignSchema.parse({
    id: '40000000-0000-4000-8000-000000000001',
    slug: 'tueste',
    status: STATUS_OF_SUBSTATUS[substatus],
    substatus,
    role: 'owner',
    canChange: true,
    managedByAgent: false,
    what: {
      brand: 'Café Lumbre',
      name: 'Tueste',
      url: 'https://cafelumbre.es',
      briefing: 'Habla de nuestro café.',
      briefingFileId: null,
      brandId: null,
      ...what,
    },
    whom: { audiences: [], tags: [], country: 'ES', provinces: [], gender: 'ALL', ages: [], ...whom },
    how: {
      coverageAction: 'ALL',
      brandingActions: [],
      podcastType: 'PREMIUM',
      podcastsSelected: [],
      budget: 3_000,
      approximateDate: 'ASAP',
      fromDate: null,
      toDate: null,
      spotFileId: null,
      prerollText: '',
      bannerFileId: null,
      bannerUrl: null,
      noReadApproval: false,
      ...how,
    },
    generalist: true,
    optimum: true,
    isDeletable: substatus === 'PENDING_REVIEW',
    isEditable: substatus === 'PENDING_REVIEW',
    paused: false,
    pauseReason: null,
    unpauseRequestedAt: null,
    awaitingEmailConfirmation: false,
    proposal: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...rest,
  });
}

/** The campaign and podcast of the chat fixtures: Café Lumbre's «Lanzamiento» on «La Mesa Camilla». */
export const CHAT_CAMPAIGN_ID = '40000000-0000-4000-8000-00000000c4a7';
export const CHAT_PODCAST_ID = '50000000-0000-4000-8000-00000000c4a7';
const CHAT_THREAD_ID = '60000000-0000-4000-8000-00000000c4a7';

/** One chat message as the API sends it to the viewer; parsed, so it never drifts from the schema. */
export function buildChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  sequence += 1;
  return chatMessageSchema.parse({
    id: crypto.randomUUID(),
    seq: sequence,
    threadId: CHAT_THREAD_ID,
    body: 'Hola, ¿qué tal?',
    attachment: null,
    createdAt: '2026-11-22T09:05:00.000Z',
    kind: 'MESSAGE',
    isRecipientUser: true,
    author: { id: crypto.randomUUID(), username: 'cafelumbre', role: 'advertiser' },
    campaign: { id: CHAT_CAMPAIGN_ID, brand: 'Café Lumbre', name: 'Lanzamiento' },
    podcastId: CHAT_PODCAST_ID,
    clientId: null,
    ...overrides,
  });
}

/** A thread as `GET …/messages` answers it, the viewer being the podcaster, free to write. */
export function buildChatThread(overrides: Partial<ChatThread> = {}): ChatThread {
  return chatThreadSchema.parse({
    threadId: CHAT_THREAD_ID,
    campaign: { id: CHAT_CAMPAIGN_ID, brand: 'Café Lumbre', name: 'Lanzamiento', status: 'IN_PROGRESS' },
    podcast: { id: CHAT_PODCAST_ID, title: 'La Mesa Camilla' },
    parties: { advertiser: 'cafelumbre', podcaster: 'mesacamilla', agent: 'gestora' },
    viewerRole: 'podcaster',
    canSend: true,
    disabledReason: null,
    unread: 0,
    messages: [],
    ...overrides,
  });
}

/** One row of the workroom. */
export function buildWorkroomThread(overrides: Partial<WorkroomThread> = {}): WorkroomThread {
  return workroomThreadSchema.parse({
    threadId: crypto.randomUUID(),
    campaign: { id: CHAT_CAMPAIGN_ID, brand: 'Café Lumbre', name: 'Lanzamiento', status: 'IN_PROGRESS' },
    podcast: { id: CHAT_PODCAST_ID, title: 'La Mesa Camilla', imageUrl: null, status: 'IN_PROGRESS' },
    lastMessage: {
      body: '¿Te va bien el martes?',
      createdAt: '2026-11-22T09:05:00.000Z',
      author: 'cafelumbre',
      fromMe: false,
      hasAttachment: false,
    },
    unread: 0,
    pending: false,
    ...overrides,
  });
}
