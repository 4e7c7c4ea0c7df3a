import { z } from 'zod';
import { HostingPartnerError, type HostingPartner, type LinkedAccount } from './partner';

export interface HttpPartnerOptions {
  /** The partner's base URL, without a trailing slash (HOSTING_PARTNER_URL). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer` (HOSTING_PARTNER_KEY). */
  apiKey: string;
  timeoutMs: number;
  userAgent?: string;
}

// The partner's answers are checked like any input: a field we do not expect never gets further.
const linkAnswer = z.object({
  user: z.object({ id: z.string().min(1).max(200) }),
  podcasts: z
    .array(
      z.object({
        id: z.string().min(1).max(200),
        title: z.string().min(1).max(500),
        feedUrl: z.string().max(2000).nullable().optional(),
        listens30d: z.number().int().nonnegative(),
      }),
    )
    .max(1000),
});
const listensAnswer = z.object({ podcastId: z.string(), listens30d: z.number().int().nonnegative() });
const errorAnswer = z.object({ error: z.object({ code: z.string() }) });

/** Error codes of the contract (docs/hosting-partner.md). */
const INVALID_CREDENTIALS = 'invalid_credentials';
const SOCIAL_LOGIN_ACCOUNT = 'social_login_account';
const PODCAST_NOT_FOUND = 'podcast_not_found';

/** The partner's API over HTTP, as docs/hosting-partner.md describes it. */
export function createHttpHostingPartner(options: HttpPartnerOptions): HostingPartner {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new HostingPartnerError('unavailable', error instanceof Error ? error.message : String(error));
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      // not JSON: judged by its status below
    }
    return { status: response.status, json };
  }

  const errorCode = (json: unknown) => errorAnswer.safeParse(json).data?.error.code ?? null;

  return {
    kind: 'http',

    async linkAccount(email, password): Promise<LinkedAccount> {
      const { status, json } = await call('POST', '/v1/account-links', { email, password });
      if (status === 200) {
        const answer = linkAnswer.safeParse(json);
        if (!answer.success) throw new HostingPartnerError('unavailable', 'unexpected account-links answer');
        return {
          hostingUserId: answer.data.user.id,
          podcasts: answer.data.podcasts.map((podcast) => ({
            hostingId: podcast.id,
            title: podcast.title,
            feedUrl: podcast.feedUrl ?? null,
            listens30d: podcast.listens30d,
          })),
        };
      }
      const code = errorCode(json);
      if (status === 401 && code === INVALID_CREDENTIALS) throw new HostingPartnerError('wrong-credentials');
      if (status === 422 && code === SOCIAL_LOGIN_ACCOUNT) throw new HostingPartnerError('social-account');
      throw new HostingPartnerError('unavailable', `account-links answered ${status} ${code ?? ''}`.trim());
    },

    async listens(hostingId) {
      const { status, json } = await call('GET', `/v1/podcasts/${encodeURIComponent(hostingId)}/listens`);
      if (status === 200) {
        const answer = listensAnswer.safeParse(json);
        if (!answer.success) throw new HostingPartnerError('unavailable', 'unexpected listens answer');
        return { listens30d: answer.data.listens30d };
      }
      const code = errorCode(json);
      if (status === 404 && code === PODCAST_NOT_FOUND) throw new HostingPartnerError('not-found');
      throw new HostingPartnerError('unavailable', `listens answered ${status} ${code ?? ''}`.trim());
    },
  };
}
