import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Addresses a feed URL must not reach in production: the machine itself, the private network, the
 * cloud metadata service (link-local 169.254.169.254) and every range that is not the public
 * internet (RFC 6890 special-purpose registries).
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some)
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16). */
function embeddedIPv4(address: string): string | null {
  const groups = expandIPv6(address);
  if (!groups) return null;
  const toV4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  const isZero = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (isZero(0, 5) && groups[5] === 0xffff) return toV4(groups[6]!, groups[7]!); // ::ffff:0:0/96
  if (isZero(0, 6)) return toV4(groups[6]!, groups[7]!); // deprecated IPv4-compatible ::a.b.c.d
  if (groups[0] === 0x64 && groups[1] === 0xff9b && isZero(2, 6)) return toV4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return toV4(groups[1]!, groups[2]!);
  return null;
}

/** Eight 16-bit groups of an IPv6 address, or null if it is not one. */
function expandIPv6(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const parts = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  const missing = 8 - start.length - end.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...start, ...new Array<number>(missing).fill(0), ...end];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/** Whether an IP address (v4 or v6) is on the public internet. Anything unparseable is not. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return !refused.check(bare, 'ipv4');
  if (!isIPv6(bare)) return false;
  const v4 = embeddedIPv4(bare);
  if (v4 !== null) return isPublicAddress(v4);
  return !refused.check(bare.split('%')[0]!, 'ipv6');
}
