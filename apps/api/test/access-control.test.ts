import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_TEAM_MESSAGES } from '@patrocina/domain';
import { createTestApp, bearer, json, type TestApp } from './app';
import { podcasts, representations } from '../src/db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/db/seed';
import { createLocalStorage } from '../src/storage/local-storage';

/**
 * Every route with every role. A route the API serves but this table does not list fails the first
 * test, so a new route cannot ship without its access rule.
 *
 * `public`: a visitor reaches it (any answer but 401). `signed-in`: a visitor gets 401 and every
 * signed-in role gets through. `manager`: about one podcast ({id} is the demo podcaster's show that
 * the demo representative manages): its owner and its representative get through, every other role
 * gets 403. `owner`: the same, but only the owner gets through. `team`: the back office; agents and
 * admins get through, every other role gets 403. `admin`: the same, but only admins get through.
 * `stream`: a live stream that never ends for a signed-in user; only the visitor's 401 is checked
 * here (live.test.ts opens it for real). `agency`: an agency account's (issue 23): the demo agency gets
 * through; anyone else gets nothing: a 404 saying it is for agencies, or a 400 first on an empty body
 * (agency-brands.test.ts and team.test.ts send real ones; a viewer's 403 is theirs too).
 */
type Rule = 'public' | 'signed-in' | 'manager' | 'owner' | 'team' | 'admin' | 'stream' | 'agency';
const ROUTES: Record<string, Rule> = {
  'GET /api/v1/sys/health': 'public',
  'GET /api/v1/sys/ready': 'public',
  'POST /api/v1/sys/log': 'public',
  'POST /api/v1/authentication/signup': 'public',
  'POST /api/v1/authentication/verify': 'public',
  'POST /api/v1/authentication/verify-change-email': 'public',
  'POST /api/v1/authentication/login': 'public',
  'GET /api/v1/authentication/check-email': 'public',
  'POST /api/v1/authentication/lost-password': 'public',
  'POST /api/v1/authentication/change-password': 'public',
  'POST /api/v1/authentication/logout': 'public',
  'POST /api/v1/public/contact': 'public',
  'GET /api/v1/public/legal': 'public',
  'GET /api/v1/public/podcasts/featured': 'public',
  'GET /api/v1/public/podcasts/search': 'public',
  'GET /api/v1/public/podcasts/catalogue': 'public',
  'GET /api/v1/public/podcasts/{id}': 'public',
  'GET /api/v1/public/podcasts/by-hosting-id/{hostingId}': 'public',
  'GET /api/v1/public/podcasts/by-slug/{slug}': 'public',
  'POST /api/v1/public/representations/invitation': 'public',
  'POST /api/v1/public/representations/reject': 'public',
  'GET /api/v1/public/images/{id}': 'public',
  'POST /api/v1/authentication/login/impersonate': 'public',
  'POST /api/v1/authentication/login/nonce': 'public',
  'POST /api/v1/authentication/login/google': 'public',
  'POST /api/v1/authentication/login/apple': 'public',
  'POST /api/v1/authentication/login/facebook': 'public',
  'POST /api/v1/authentication/login/link': 'public',
  'GET /api/v1/public/auth-providers': 'public',
  'GET /api/v1/private/backoffice/users': 'admin',
  'GET /api/v1/private/backoffice/outbox': 'admin',
  'PUT /api/v1/private/backoffice/users/{id}/scope': 'admin',
  'POST /api/v1/private/backoffice/users/{id}/impersonation': 'admin',
  'GET /api/v1/private/users/me': 'signed-in',
  'PATCH /api/v1/private/users/me': 'signed-in',
  'POST /api/v1/private/users/me/verification-email': 'signed-in',
  'POST /api/v1/private/podcasts': 'signed-in',
  'GET /api/v1/private/podcasts/partner': 'signed-in',
  'GET /api/v1/private/podcasts/mine': 'signed-in',
  'POST /api/v1/private/files': 'signed-in',
  'GET /api/v1/private/podcasts/{id}/claim': 'signed-in',
  'POST /api/v1/private/podcasts/{id}/claim/code': 'signed-in',
  'POST /api/v1/private/podcasts/{id}/claim/verify-code': 'signed-in',
  'POST /api/v1/private/podcasts/{id}/claim/verify-feed': 'signed-in',
  'POST /api/v1/private/podcasts/{id}/episodes/refresh': 'manager',
  'GET /api/v1/private/podcasts/{id}/sheet': 'manager',
  'PUT /api/v1/private/podcasts/{id}/sheet/profile': 'manager',
  'PUT /api/v1/private/podcasts/{id}/sheet/audience': 'manager',
  'PUT /api/v1/private/podcasts/{id}/sheet/branding': 'manager',
  'GET /api/v1/private/podcasts/{id}/availability': 'manager',
  'POST /api/v1/private/podcasts/{id}/availability': 'manager',
  'DELETE /api/v1/private/podcasts/{id}/availability/{periodId}': 'manager',
  'POST /api/v1/private/podcasts/{id}/representation': 'owner',
  // Issue 21: 404 to whoever does not run the podcast (its owner, or its representative), like an unknown id.
  'POST /api/v1/private/podcasts/{id}/downloads-share': 'signed-in',
  'DELETE /api/v1/private/podcasts/{id}/downloads-share': 'signed-in',
  'GET /api/v1/public/downloads/{token}': 'public',
  // Refused (403) to anyone but the invited address's confirmed account; an empty body is a 400 first.
  'POST /api/v1/private/podcasts/representations/accept': 'signed-in',
  'POST /api/v1/private/campaigns': 'signed-in',
  'GET /api/v1/private/campaigns': 'signed-in',
  'GET /api/v1/private/advertiser-or-manager-campaigns': 'signed-in',
  'GET /api/v1/private/campaigns/pending-actions/me': 'signed-in',
  'GET /api/v1/private/campaigns/{id}': 'signed-in',
  'PATCH /api/v1/private/campaigns/{id}': 'signed-in',
  'DELETE /api/v1/private/campaigns/{id}': 'signed-in',
  'PUT /api/v1/private/campaigns/{id}/pause': 'signed-in',
  'PUT /api/v1/private/campaigns/{id}/purchase': 'signed-in',
  'POST /api/v1/private/campaigns/{id}/suggestion': 'signed-in',
  'GET /api/v1/private/campaigns/{id}/change-requests': 'signed-in',
  'GET /api/v1/private/campaigns/{id}/suggested-podcasts': 'signed-in',
  'GET /api/v1/private/podcaster-campaigns': 'signed-in',
  'GET /api/v1/private/podcaster-or-manager-campaigns': 'signed-in',
  'PUT /api/v1/private/campaigns/{id}/podcasts/{podcastId}/answer': 'signed-in',
  'GET /api/v1/private/campaigns/hired': 'signed-in',
  'PUT /api/v1/private/campaigns/{id}/podcasts/{podcastId}/action-dates': 'signed-in',
  'POST /api/v1/private/campaigns/{id}/actions/{actionId}/record': 'signed-in',
  // The read (issue 20): who sends, answers or reads it is decided per campaign and podcast (404 otherwise).
  'GET /api/v1/private/campaigns/{id}/reads': 'signed-in',
  'GET /api/v1/private/campaigns/{id}/podcasts/{podcastId}/read': 'signed-in',
  'POST /api/v1/private/campaigns/{id}/podcasts/{podcastId}/read/script': 'signed-in',
  'POST /api/v1/private/campaigns/{id}/podcasts/{podcastId}/read/sample': 'signed-in',
  'PUT /api/v1/private/campaigns/{id}/podcasts/{podcastId}/read/decision': 'signed-in',
  'GET /api/v1/private/campaigns/{id}/podcasts/{podcastId}/read/rounds/{number}/sample': 'signed-in',
  'PUT /api/v1/private/campaigns/{id}/actions/{actionId}/listens/{milestone}': 'signed-in',
  'PUT /api/v1/private/campaigns/{id}/make-goods/{makeGoodId}/answer': 'signed-in',
  'GET /api/v1/private/campaigns/{id}/report': 'signed-in',
  'GET /api/v1/private/campaigns/{id}/report.csv': 'signed-in',
  'GET /api/v1/private/campaigns/{id}/actions/{actionId}/clip': 'signed-in',
  'GET /api/v1/private/campaigns/{id}/escrow': 'signed-in',
  'POST /api/v1/private/campaigns/{id}/actions/{actionId}/dispute': 'signed-in',
  'GET /api/v1/private/users/me/earnings': 'signed-in',
  'GET /api/v1/private/backoffice/payout-runs': 'admin',
  'POST /api/v1/private/backoffice/payout-runs': 'admin',
  'GET /api/v1/private/backoffice/payout-runs/{id}/sepa': 'admin',
  'GET /api/v1/private/backoffice/disputes': 'admin',
  'PUT /api/v1/private/backoffice/disputes/{id}': 'admin',
  'GET /api/v1/private/podcasts/{id}/episodes': 'manager',
  'PUT /api/v1/private/backoffice/campaigns/{id}/finish': 'admin',
  'PUT /api/v1/private/backoffice/campaigns/{id}/cancel-purchase': 'admin',
  'GET /api/v1/private/backoffice/campaigns/{id}/under-delivery': 'team',
  'POST /api/v1/private/backoffice/campaigns/{id}/actions/{actionId}/make-good': 'team',
  'POST /api/v1/private/backoffice/campaigns/{id}/actions/{actionId}/credit': 'team',
  // Whose invoice it is (its recipient, the podcaster of an autofactura, admins) is billing's test.
  'GET /api/v1/private/billing/invoices/{id}/pdf': 'signed-in',
  'GET /api/v1/private/campaigns/{id}/invoices': 'signed-in',
  'GET /api/v1/private/backoffice/campaigns': 'team',
  'GET /api/v1/private/backoffice/campaigns/{id}': 'team',
  'GET /api/v1/private/backoffice/podcasts/search': 'team',
  'PUT /api/v1/private/backoffice/campaigns/{id}/proposal': 'team',
  'POST /api/v1/private/backoffice/campaigns/{id}/proposal/run': 'team',
  'POST /api/v1/private/backoffice/campaigns/{id}/publish': 'team',
  'PUT /api/v1/private/backoffice/campaigns/{id}/paid': 'admin',
  'GET /api/v1/private/backoffice/ledger': 'admin',
  'GET /api/v1/private/backoffice/campaigns/{id}/payment': 'admin',
  // Reconciliation (issue 19): importing statements and settling their credits is for admins.
  'POST /api/v1/private/backoffice/bank-statements': 'admin',
  'GET /api/v1/private/backoffice/bank-credits': 'admin',
  'POST /api/v1/private/backoffice/bank-credits/{id}/apply': 'admin',
  'POST /api/v1/private/backoffice/bank-credits/{id}/refund': 'admin',
  'POST /api/v1/private/backoffice/balances/{invoiceId}/refund': 'admin',
  // Whoever reads the campaign reads its payment order; anyone else gets its 404 (payment-order.test.ts).
  'GET /api/v1/private/campaigns/{id}/payment-order': 'signed-in',
  'PUT /api/v1/private/backoffice/campaigns/{id}/agent': 'team',
  'PUT /api/v1/private/backoffice/campaigns/{id}/unpause': 'team',
  'POST /api/v1/private/backoffice/campaigns/{id}/change-requests/{requestId}/handled': 'team',
  'GET /api/v1/public/campaign/{slug}': 'public',
  'GET /api/v1/public/campaign/by-token/{token}': 'public',
  // The creative pack and its files: who may see them is walked role by role in creative-pack.test.ts.
  'GET /api/v1/private/campaigns/{id}/creative-pack': 'signed-in',
  'GET /api/v1/private/campaigns/{id}/files/{fileId}': 'signed-in',
  'GET /api/v1/public/campaign/by-token/{token}/creative-pack': 'public',
  'GET /api/v1/public/campaign/by-token/{token}/files/{fileId}': 'public',
  'DELETE /api/v1/private/podcasts/{id}/representation': 'owner',
  'PUT /api/v1/private/podcasts/{id}/representation/payee': 'owner',
  'GET /api/v1/private/campaigns/latests-messages': 'signed-in',
  'GET /api/v1/private/campaigns/latests-agent-messages': 'team',
  'GET /api/v1/private/campaigns/messages/me': 'signed-in',
  'GET /api/v1/private/campaigns/messages/{messageId}/attachment': 'signed-in',
  'GET /api/v1/private/campaigns/{id}/podcasts/{podcastId}/messages': 'signed-in',
  'POST /api/v1/private/campaigns/{id}/podcasts/{podcastId}/messages': 'signed-in',
  'GET /api/v1/private/campaigns/{id}/child-campaigns/{childId}/messages': 'signed-in',
  'POST /api/v1/private/campaigns/{id}/child-campaigns/{childId}/messages': 'signed-in',
  'GET /api/v1/private/campaigns/{id}/podcasts/{podcastId}/messages/count': 'signed-in',
  'PUT /api/v1/private/campaigns/{id}/podcasts/{podcastId}/messages/read': 'signed-in',
  'GET /api/v1/private/events': 'stream',
  'PUT /api/v1/private/users/me/password': 'signed-in',
  'GET /api/v1/private/users/me/sessions': 'signed-in',
  'DELETE /api/v1/private/users/me/sessions': 'signed-in',
  'PUT /api/v1/private/users/me/alternative-email': 'signed-in',
  'DELETE /api/v1/private/users/me/alternative-email': 'signed-in',
  'GET /api/v1/private/users/me/billing-profile': 'signed-in',
  'PUT /api/v1/private/users/me/billing-profile': 'signed-in',
  'GET /api/v1/private/users/me/deletion': 'signed-in',
  // Without the password in the body it is refused (400) before anything is deleted.
  'DELETE /api/v1/private/users/me': 'signed-in',
  'PUT /api/v1/private/users/me/avatar': 'signed-in',
  'DELETE /api/v1/private/users/me/avatar': 'signed-in',
  'POST /api/v1/private/users/me/hosting-account': 'signed-in',
  'DELETE /api/v1/private/users/me/hosting-account': 'signed-in',
  'GET /api/v1/private/agency/brands': 'agency',
  'POST /api/v1/private/agency/brands': 'agency',
  'PUT /api/v1/private/agency/brands/{id}': 'agency',
  'DELETE /api/v1/private/agency/brands/{id}': 'agency',
  // Issue 23: the agency's team. Whoever acts for no agency gets 404; viewers' 403 is team.test.ts's, and
  // so is a colleague's own id on DELETE members (leaving, any role).
  'GET /api/v1/private/agency/team': 'agency',
  'POST /api/v1/private/agency/invitations': 'agency',
  'DELETE /api/v1/private/agency/invitations/{id}': 'agency',
  'PUT /api/v1/private/agency/members/{userId}': 'agency',
  'DELETE /api/v1/private/agency/members/{userId}': 'agency',
  'GET /api/v1/public/agency/invitations/{token}': 'public',
  // Refused (403) to anyone but the invited address's confirmed account; an unknown token is a 400 first.
  'POST /api/v1/private/agency/invitations/{token}/accept': 'signed-in',
};

const ROLES = ['anunciante', 'agencia', 'podcaster', 'representante', 'gestor de campaña', 'admin'] as const;

let t: TestApp;
const tokens = new Map<string, string>();
/** The demo podcaster's show that the demo representative manages. */
let managedPodcastId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { config: t.config, storage: createLocalStorage(t.config.filesDir) });
  for (const account of DEMO_ACCOUNTS) {
    const login = await t.call('POST', '/authentication/login', undefined, {
      email: account.email,
      password: account.password,
    });
    tokens.set(account.role, json<{ data: { token: string } }>(login).data.token);
  }
  const [show] = await t.database.db
    .select({ id: representations.podcastId })
    .from(representations)
    .where(and(eq(representations.managerEmail, 'representante@example.com'), eq(representations.status, 'ACCEPTED')));
  managedPodcastId = show!.id;
});
afterAll(async () => {
  await t.close();
});

async function servedRoutes(): Promise<string[]> {
  const document = json<{ paths: Record<string, Record<string, unknown>> }>(await t.call('GET', '/openapi.json'));
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function call(route: string, headers: Record<string, string> = {}) {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string];
  const url = path
    .replace('{id}', ROUTES[route] === 'manager' || ROUTES[route] === 'owner' ? managedPodcastId : UNKNOWN_ID)
    .replace(/\{(\w+)\}/g, UNKNOWN_ID);
  return t.app.inject({ method, url, headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
}

describe('access control', () => {
  it('has a rule for every route the API serves', async () => {
    expect((await servedRoutes()).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.entries(ROUTES))('%s: a visitor gets what its rule says', async (route, rule) => {
    const response = await call(route);
    if (rule === 'public') expect(response.statusCode).not.toBe(401);
    else {
      expect(response.statusCode).toBe(401);
      expect(json<{ error: { code: string } }>(response).error.code).toBe('UNAUTHENTICATED');
    }
  });

  it.each(Object.entries(ROUTES).filter(([, rule]) => rule === 'signed-in'))(
    '%s: every signed-in role gets through',
    async (route) => {
      for (const role of ROLES) {
        const response = await call(route, bearer(tokens.get(role)!));
        expect([401, 403], `${role} on ${route}`).not.toContain(response.statusCode);
      }
    },
  );

  it.each(Object.entries(ROUTES).filter(([, rule]) => rule === 'manager' || rule === 'owner'))(
    '%s: only those who run the podcast get through',
    async (route, rule) => {
      const allowed = rule === 'owner' ? ['podcaster'] : ['podcaster', 'representante'];
      // Refusals first: an allowed call may change what the others would see (a cancellation).
      for (const role of [...ROLES.filter((role) => !allowed.includes(role)), ...allowed]) {
        const response = await call(route, bearer(tokens.get(role)!));
        if (allowed.includes(role)) expect([401, 403], `${role} on ${route}`).not.toContain(response.statusCode);
        else expect(response.statusCode, `${role} on ${route}`).toBe(403);
      }
    },
  );

  it.each(Object.entries(ROUTES).filter(([, rule]) => rule === 'team' || rule === 'admin'))(
    '%s: only the team gets through',
    async (route, rule) => {
      const allowed = rule === 'admin' ? ['admin'] : ['gestor de campaña', 'admin'];
      for (const role of ROLES) {
        const response = await call(route, bearer(tokens.get(role)!));
        if (allowed.includes(role)) expect([401, 403], `${role} on ${route}`).not.toContain(response.statusCode);
        else expect(response.statusCode, `${role} on ${route}`).toBe(403);
      }
    },
  );

  it.each(Object.entries(ROUTES).filter(([, rule]) => rule === 'agency'))(
    '%s: only the agency account gets through',
    async (route) => {
      const bodiless = route.startsWith('GET') || route.startsWith('DELETE');
      for (const role of ROLES) {
        const response = await call(route, bearer(tokens.get(role)!));
        const message = json<{ error?: { message: string } }>(response).error?.message;
        if (role === 'agencia') {
          expect([401, 403], `${role} on ${route}`).not.toContain(response.statusCode);
          expect(message).not.toBe(AGENCY_TEAM_MESSAGES.noAgency);
        } else if (bodiless) {
          expect(response.statusCode, `${role} on ${route}`).toBe(404);
          expect(message).toBe(AGENCY_TEAM_MESSAGES.noAgency);
        } else expect(response.statusCode, `${role} on ${route}`).toBeGreaterThanOrEqual(400);
      }
    },
  );

  it('shows each user their own account and nobody else’s', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await call('GET /api/v1/private/users/me', bearer(tokens.get(account.role)!));
      expect(json<{ data: { email: string } }>(response).data.email).toBe(account.email);
    }
  });

  // Outside /api/v1 and hidden from the API's description (podcast apps, not the web app, call it).
  it('GET/HEAD /e/{key}/{enclosure}: public, a visitor with or without a session is redirected, nobody gets 401', async () => {
    const [show] = await t.database.db
      .select({ key: podcasts.measurementKey })
      .from(podcasts)
      .where(eq(podcasts.id, managedPodcastId));
    for (const method of ['GET', 'HEAD'] as const) {
      for (const headers of [{}, bearer(tokens.get('admin')!), { authorization: 'Bearer nada' }]) {
        const response = await t.app.inject({ method, url: `/e/${show!.key}/cdn.ejemplo.es/a.mp3`, headers });
        expect(response.statusCode).toBe(302);
      }
      expect((await t.app.inject({ method, url: `/e/000000000000/cdn.ejemplo.es/a.mp3` })).statusCode).toBe(404);
    }
  });

  it('refuses a made-up or tampered token', async () => {
    const real = tokens.get('admin')!;
    const tampered = `${real.slice(0, -2)}${real.endsWith('A') ? 'B' : 'A'}A`;
    for (const token of ['nada', tampered]) {
      expect((await call('GET /api/v1/private/users/me', bearer(token))).statusCode).toBe(401);
    }
  });
});
