import type { Config } from '../config';

/** The team's address: CONTACT_EMAIL, or `contacto@` the public host. Contact and campaign e-mails go there. */
export function contactAddress(config: Pick<Config, 'CONTACT_EMAIL' | 'PUBLIC_URL'>): string {
  return config.CONTACT_EMAIL ?? `contacto@${new URL(config.PUBLIC_URL).hostname}`;
}
