import { meSchema, type Me } from '@patrocina/domain';

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
