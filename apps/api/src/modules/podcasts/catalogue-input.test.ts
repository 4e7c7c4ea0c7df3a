import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, MESSAGES } from '@patrocina/domain';
import { json, useTestApp, type ErrorBody } from '../../../test/app';

const t = useTestApp();

async function refused(query: string) {
  const response = await t.call('GET', `/public/podcasts/catalogue?${query}`);
  expect(response.statusCode, query).toBe(400);
  return json<ErrorBody>(response).error;
}

describe('GET /public/podcasts/catalogue: bad input', () => {
  it.each([
    ['q=a', CATALOGUE_MESSAGES.text],
    [`q=${'a'.repeat(81)}`, CATALOGUE_MESSAGES.text],
    ['category=Cocina', CATALOGUE_MESSAGES.category],
    ['audience=tech,surfistas', CATALOGUE_MESSAGES.audience],
    ['audience=,', CATALOGUE_MESSAGES.audience],
    ['province=99', CATALOGUE_MESSAGES.province],
    ['listens=MILLONES', CATALOGUE_MESSAGES.listens],
    ['maxPrice=12.5', CATALOGUE_MESSAGES.maxPrice],
    ['maxPrice=gratis', CATALOGUE_MESSAGES.maxPrice],
    ['maxPrice=0', CATALOGUE_MESSAGES.maxPrice],
    ['maxPrice=100001', CATALOGUE_MESSAGES.maxPrice],
    ['premium=si', CATALOGUE_MESSAGES.premium],
    ['sort=barato', CATALOGUE_MESSAGES.sort],
    ['sort=relevance', CATALOGUE_MESSAGES.relevanceNeedsText],
    ['page=0', CATALOGUE_MESSAGES.page],
    ['page=501', CATALOGUE_MESSAGES.page],
    ['page=-1', CATALOGUE_MESSAGES.page],
    ['pageSize=0', CATALOGUE_MESSAGES.pageSize],
    ['pageSize=49', CATALOGUE_MESSAGES.pageSize],
    ['from=2027-03-01', CATALOGUE_MESSAGES.datesTogether],
    ['to=2027-03-01', CATALOGUE_MESSAGES.datesTogether],
    ['from=2027-03-05&to=2027-03-01', CATALOGUE_MESSAGES.endBeforeStart],
    ['from=2027-01-01&to=2028-01-02', CATALOGUE_MESSAGES.tooLong],
  ])('refuses %s with a Spanish message on the field', async (query, message) => {
    const error = await refused(query);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(error)).toContain(message);
  });

  it('refuses a date that does not exist and a parameter it does not know', async () => {
    expect(JSON.stringify(await refused('from=2027-02-30&to=2027-03-01'))).toContain('fecha');
    expect((await refused('orden=precio')).code).toBe('VALIDATION_ERROR');
  });

  it('takes a year of dates exactly and the last page number allowed', async () => {
    const year = await t.call('GET', '/public/podcasts/catalogue?from=2027-01-01&to=2027-12-31');
    expect(year.statusCode).toBe(200);
    const last = await t.call('GET', '/public/podcasts/catalogue?page=500&pageSize=48');
    expect(last.statusCode).toBe(200);
    expect(json<{ data: { podcasts: unknown[]; page: number } }>(last).data).toMatchObject({ podcasts: [], page: 500 });
  });
});

describe('GET /public/podcasts/catalogue: rate limit', () => {
  it('answers 120 searches a minute from one address, then 429 with the Spanish message; others go on', async () => {
    const search = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/public/podcasts/catalogue?q=podcast', remoteAddress });
    for (let call = 1; call <= 120; call++) expect((await search('203.0.113.7')).statusCode, `call ${call}`).toBe(200);
    const refusedCall = await search('203.0.113.7');
    expect(refusedCall.statusCode).toBe(429);
    expect(json<ErrorBody>(refusedCall).error.message).toBe(MESSAGES.tooManyRequests);
    expect((await search('203.0.113.8')).statusCode).toBe(200);
  });
});
