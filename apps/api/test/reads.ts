import { expect } from 'vitest';
import type { TestApp } from './app';

/**
 * The read of a hired podcast (issue 20) sent by whoever runs the podcast and approved by the
 * campaign's advertiser (or agent), through the API as people do it: what a test needs before it
 * records a host-read action as aired. A campaign whose brief says «sin aprobación previa» needs none
 * (createCampaignRecord's `noReadApproval`).
 */
export async function approveRead(
  t: Pick<TestApp, 'call'>,
  input: { campaignId: string; podcastId: string; podcasterSession: string; reviewerSession: string },
): Promise<void> {
  const base = `/private/campaigns/${input.campaignId}/podcasts/${input.podcastId}/read`;
  const sent = await t.call('POST', `${base}/script`, input.podcasterSession, {
    script: 'Este episodio llega gracias a nuestro patrocinador: pruébalo con el código PODCAST.',
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const approved = await t.call('PUT', `${base}/decision`, input.reviewerSession, { decision: 'APPROVED' });
  expect(approved.statusCode, approved.body).toBe(200);
}
