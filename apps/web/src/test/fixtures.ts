import type { z } from 'zod';
import { campaignSchema, meSchema, STATUS_OF_SUBSTATUS, type Campaign, type Me } from '@patrocina/domain';

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
    emailVerified: true,
    impersonatedBy: null,
    messageStats: { unread: 0 },
    campaignActionStats: { pending: 0 },
    ...overrides,
  });
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
    publicToken: 'token-publico',
    status: STATUS_OF_SUBSTATUS[substatus],
    substatus,
    role: 'owner',
    managedByAgent: false,
    what: { brand: 'Café Lumbre', name: 'Tueste', url: 'https://cafelumbre.es', briefing: 'Habla de nuestro café.', briefingFileId: null, ...what },
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
      ...how,
    },
    generalist: true,
    optimum: true,
    isDeletable: substatus === 'PENDING_REVIEW',
    isEditable: substatus === 'PENDING_REVIEW',
    paused: false,
    pauseReason: null,
    unpauseRequestedAt: null,
    proposal: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...rest,
  });
}
