import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@patrocina/domain';
import { API, expectNoSecrets, json, useTestApp, type ErrorBody } from '../../../test/app';
import { buildCampaignInput, createFileRecord, createSignedInUser } from '../../../test/factories';
import { createProposalLink } from './links';

const t = useTestApp();

describe('the public view', () => {
  it('shows the brief by slug and by token and leaks nothing private', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const spot = await createFileRecord(t.database.db, advertiser.id, 'spot');
    const brief = buildCampaignInput({ how: { coverageAction: 'SPOT', spotFileId: spot.id, budget: 12_345 } });
    const created = json<{ data: { id: string; slug: string } }>(
      await t.call('POST', '/private/campaigns', advertiser.session, brief),
    ).data;
    const link = await createProposalLink(t.database.db, created.id, null);
    for (const url of [
      `${API}/public/campaign/${created.slug}`,
      `${API}/public/campaign/by-token/${encodeURIComponent(link)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const view = json<{ data: Record<string, unknown> }>(response).data;
      expect(view).toMatchObject({ slug: created.slug, brand: 'Café Aroma', substatus: 'PENDING_REVIEW' });
      if (url.includes('by-token'))
        expect(response.headers).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
      expect(Object.keys(view).sort()).toEqual(
        [
          'ages',
          'approximateDate',
          'audiences',
          'brand',
          'brandingActions',
          'briefing',
          'country',
          'coverageAction',
          'fromDate',
          'gender',
          'name',
          'provinces',
          'slug',
          'status',
          'substatus',
          'toDate',
          'url',
        ].sort(),
      );
      expectNoSecrets(response.body, [12_345, 1_234_500, spot.id, advertiser.id, advertiser.email, link, created.id]);
    }
    expect((await t.call('GET', '/public/campaign/no-existe')).statusCode).toBe(404);
  });

  it('answers a link that is not one of ours as an invalid link, not as a missing page', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const created = json<{ data: { slug: string } }>(
      await t.call('POST', '/private/campaigns', advertiser.session, buildCampaignInput()),
    ).data;
    for (const token of [created.slug, 'x'.repeat(43)]) {
      const response = await t.call('GET', `/public/campaign/by-token/${token}`);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).error).toEqual({ code: 'INVALID_LINK', message: MESSAGES.invalidLink });
    }
  });
});
