import type { Config } from '../config';
import { createDemoHostingPartner } from './demo-partner';
import { createHttpHostingPartner } from './http-partner';
import type { HostingPartner } from './partner';

export type { HostingPartner, LinkedAccount, PartnerPodcast } from './partner';
export { HostingPartnerError } from './partner';

/** The partner's API when HOSTING_PARTNER_URL is set; otherwise the demo stands in (and the UI says so). */
export function createHostingPartner(config: Config): HostingPartner {
  if (!config.HOSTING_PARTNER_URL || !config.HOSTING_PARTNER_KEY) return createDemoHostingPartner();
  return createHttpHostingPartner({
    baseUrl: config.HOSTING_PARTNER_URL,
    apiKey: config.HOSTING_PARTNER_KEY,
    timeoutMs: config.HOSTING_PARTNER_TIMEOUT_MS,
    userAgent: `${config.PRODUCT_NAME}/1.0 (+${config.PUBLIC_URL})`,
  });
}
