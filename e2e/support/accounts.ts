import { expect, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import { CLIENT_HEADERS, dismissReminder, logInFromHeader, withConsentChosen } from './checks';

type Account = { email: string; password: string };

/** A person in a browser of their own: consent already chosen, logged in through the modal as they would. */
export async function signedIn(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await withConsentChosen(page);
  await page.goto('/');
  await logInFromHeader(page, account);
  await dismissReminder(page);
  return page;
}

/** The API as one account, for the steps a journey takes without looking (another journey walks them on screen). */
export async function apiAs(browser: Browser, account: Account): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const login = await context.request.post('/api/v1/authentication/login', {
    headers: CLIENT_HEADERS,
    data: { ...account, method: 'LOGIN' },
  });
  expect(login.ok()).toBe(true);
  return context.request;
}

/** The `data` of a successful call; a failed one fails the journey with the API's own answer. */
export async function dataOf<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** A campaign brief as `POST /private/campaigns` takes it: what, whom and how, with the journey's own changes. */
export function campaignBrief(input: {
  brand: string;
  name: string;
  url: string;
  briefing: string;
  audiences: string[];
  budget: number;
  dates: 'NEXT_MONTH' | { fromDate: string; toDate: string };
  /** «Sin aprobación previa» (issue 20): the hosts air their read without sending it first. */
  noReadApproval?: boolean;
}) {
  return {
    what: { brand: input.brand, name: input.name, url: input.url, briefing: input.briefing, briefingFileId: null },
    whom: { audiences: input.audiences, tags: [], country: 'ES', provinces: [], gender: 'ALL', ages: [] },
    how: {
      coverageAction: 'ALL',
      brandingActions: ['mention'],
      podcastType: 'ALL',
      podcastsSelected: [],
      budget: input.budget,
      ...(input.dates === 'NEXT_MONTH'
        ? { approximateDate: 'NEXT_MONTH', fromDate: null, toDate: null }
        : { approximateDate: 'DATE_RANGE', ...input.dates }),
      spotFileId: null,
      prerollText: '',
      bannerFileId: null,
      bannerUrl: null,
      noReadApproval: input.noReadApproval ?? false,
    },
  };
}

/**
 * The read of a hired podcast (issue 20) through the API: its podcaster sends the script and the
 * advertiser approves it, so its mentions can be recorded as aired. read-approval.spec.ts walks it on screen.
 */
export async function approveRead(
  podcaster: APIRequestContext,
  advertiser: APIRequestContext,
  campaignId: string,
  podcastId: string,
) {
  const path = `/api/v1/private/campaigns/${campaignId}/podcasts/${podcastId}/read`;
  await dataOf(
    podcaster.post(`${path}/script`, {
      headers: CLIENT_HEADERS,
      data: { script: 'Este episodio llega gracias a nuestro patrocinador: tienes el enlace en las notas.' },
    }),
  );
  await dataOf(advertiser.put(`${path}/decision`, { headers: CLIENT_HEADERS, data: { decision: 'APPROVED' } }));
}

/** The team's side through the API: the agent signed in as `agent` takes the campaign on, as «Asignar» does. */
export async function assignToSelf(agent: APIRequestContext, campaignId: string) {
  const agentMe = await dataOf<{ id: string }>(agent.get('/api/v1/private/users/me'));
  await dataOf(
    agent.put(`/api/v1/private/backoffice/campaigns/${campaignId}/agent`, {
      headers: CLIENT_HEADERS,
      data: { agentId: agentMe.id },
    }),
  );
}

/** The team's side through the API: a proposal of one podcast with `mentions` mentions at `rate` euros each, published. */
export async function publishProposal(
  agent: APIRequestContext,
  campaignId: string,
  podcastId: string,
  mention: { count: number; rate: number },
) {
  const none = { mentions: 0, sponsorships: 0, reviews: 0, dedicatedShows: 0, spots: 0 };
  const noRates = { mentions: null, sponsorships: null, reviews: null, dedicatedShows: null, spots: null };
  await dataOf(
    agent.put(`/api/v1/private/backoffice/campaigns/${campaignId}/proposal`, {
      headers: CLIENT_HEADERS,
      data: {
        podcasts: [
          {
            podcastId,
            counts: { ...none, mentions: mention.count },
            advertiserRates: { ...noRates, mentions: mention.rate },
          },
        ],
        preroll: null,
      },
    }),
  );
  await dataOf(agent.post(`/api/v1/private/backoffice/campaigns/${campaignId}/publish`, { headers: CLIENT_HEADERS }));
}
