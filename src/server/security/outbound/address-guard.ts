import ipaddr from 'ipaddr.js';

/**
 * Which addresses an external data source may reach (SSRF guard). Only public unicast addresses pass, unless the
 * configuration (DATA_SOURCE_ALLOW_HOSTS) names the host or a network holding the address.
 */

type Ip = ipaddr.IPv4 | ipaddr.IPv6;

export interface AllowList {
  /** Host names, lower case, without a trailing dot. */
  hosts: ReadonlySet<string>;
  /** Networks (a single address is a /32 or /128); IPv4-mapped IPv6 networks are stored as IPv4. */
  networks: ReadonlyArray<readonly [Ip, number]>;
}

export const EMPTY_ALLOW_LIST: AllowList = { hosts: new Set(), networks: [] };

/**
 * Every allocated IPv6 global unicast address lies in 2000::/3. Requiring it refuses at once the IPv4-compatible
 * (::a.b.c.d) and other ::/8 forms that ipaddr.js files under 'unicast' although they can reach IPv4 hosts.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** Parses an address as the socket layer sees it: brackets and zone ids dropped, IPv4-mapped IPv6 as IPv4. */
export function parseAddress(text: string): Ip | null {
  const bare = text.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return null;
  const ip = ipaddr.parse(bare);
  return ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip;
}

/** True only for a public unicast address: not loopback, private, link-local, unique-local, multicast, reserved … */
export function isPublicAddress(text: string): boolean {
  const ip = parseAddress(text);
  if (ip === null) return false;
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
  // 6to4, Teredo, NAT64 (rfc6052/6145) embed IPv4 addresses and have ranges of their own, so they fail here too.
  return ip.range() === 'unicast' && ip.match(GLOBAL_UNICAST_V6);
}

function parseNetwork(entry: string): readonly [Ip, number] | null {
  if (ipaddr.isValidCIDR(entry)) {
    const [ip, bits] = ipaddr.parseCIDR(entry);
    if (ip.kind() === 'ipv6' && bits >= 96 && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
      return [(ip as ipaddr.IPv6).toIPv4Address(), bits - 96];
    }
    return [ip, bits];
  }
  const ip = parseAddress(entry);
  if (ip === null) return null;
  return [ip, ip.kind() === 'ipv4' ? 32 : 128];
}

/** Reads the allow-list entries (already validated by the env schema): addresses and CIDRs, else host names. */
export function parseAllowList(entries: readonly string[]): AllowList {
  const hosts = new Set<string>();
  const networks: Array<readonly [Ip, number]> = [];
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    const network = parseNetwork(entry);
    if (network) networks.push(network);
    else hosts.add(entry.replace(/\.$/, ''));
  }
  return { hosts, networks };
}

export function isAllowedHost(hostname: string, allow: AllowList): boolean {
  return allow.hosts.has(hostname.toLowerCase().replace(/\.$/, ''));
}

/** True when the address is public, or inside a network the allow list names. */
export function isReachableAddress(text: string, allow: AllowList): boolean {
  if (isPublicAddress(text)) return true;
  const ip = parseAddress(text);
  if (ip === null) return false;
  return allow.networks.some(([network, bits]) => network.kind() === ip.kind() && ip.match(network, bits));
}
