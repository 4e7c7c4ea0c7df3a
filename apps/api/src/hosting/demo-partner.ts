import { createHash } from 'node:crypto';
import { HostingPartnerError, type HostingPartner } from './partner';

const DEMO_TITLES = ['Charlas de Sobremesa', 'Kilómetro Cero', 'La Hora del Café', 'Voces de Barrio', 'Ruta Sonora'];

function hashOf(text: string): Buffer {
  return createHash('sha256').update(text.trim().toLowerCase()).digest();
}

/**
 * Stands in for the partner when HOSTING_PARTNER_URL is not set (DOMAIN.md): any e-mail with a
 * password links, and the same e-mail always gives the same account, podcasts and figures. Its feed
 * URLs use the reserved `.invalid` domain, so nothing ever tries to read them on the internet.
 */
export function createDemoHostingPartner(): HostingPartner {
  return {
    kind: 'demo',

    linkAccount(email, password) {
      if (!email.trim() || !password) return Promise.reject(new HostingPartnerError('wrong-credentials'));
      const hash = hashOf(email);
      const userId = `demo-${hash.subarray(0, 6).toString('hex')}`;
      const count = 1 + (hash[6]! % 2);
      const podcasts = Array.from({ length: count }, (_, index) => {
        const hostingId = `${userId}-${index + 1}`;
        return {
          hostingId,
          title: DEMO_TITLES[(hash[7]! + index) % DEMO_TITLES.length]!,
          feedUrl: `https://feeds.demo.invalid/${hostingId}.xml`,
          listens30d: listensOf(hostingId),
        };
      });
      return Promise.resolve({ hostingUserId: userId, podcasts });
    },

    listens(hostingId) {
      return Promise.resolve({ listens30d: listensOf(hostingId) });
    },
  };
}

function listensOf(hostingId: string): number {
  return 1_000 + (hashOf(hostingId).readUInt32BE(0) % 49_000);
}
