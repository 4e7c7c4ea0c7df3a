import { describe, expect, it } from 'vitest';

import { bearer, expectNoSecrets, json, useTestApp, API } from '../../../test/app';
import { buildCampaignInput, createFileRecord, createSignedInUser } from '../../../test/factories';
import { createProposalLink } from './links';

const t = useTestApp();

type CampaignBody = {
  data: Record<string, unknown> & {
    id: string;
    slug: string;
    substatus: string;
    status: string;
    generalist: boolean;
    optimum: boolean;
  };
};

function create(token: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/private/campaigns`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

describe('the public view', () => {
  it('shows the brief by slug and by token and leaks nothing private', async () => {
    const advertiser = await createSignedInUser(t.app, t.database);
    const spot = await createFileRecord(t.database.db, advertiser.id, 'spot');
    const created = json<CampaignBody>(
      await create(
        advertiser.session,
        buildCampaignInput({ how: { coverageAction: 'SPOT', spotFileId: spot.id, budget: 12_345 } }),
      ),
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
    expect((await t.app.inject({ method: 'GET', url: `${API}/public/campaign/no-existe` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/public/campaign/by-token/${created.slug}` })).statusCode,
    ).toBe(404);
  });
});
