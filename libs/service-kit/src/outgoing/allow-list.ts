import ipaddr from 'ipaddr.js';
import { parseHost } from './addresses';

/**
 * What an operator lets one purpose reach although the guard would refuse it (a company's
 * internal mail relay, a test's local server): host names, addresses and CIDR ranges.
 */
export interface AllowList {
  /** Host names as `parseHost` writes them: a name allowed whatever it resolves to. */
  readonly names: ReadonlySet<string>;
  /** Addresses (as /32 or /128) and ranges. */
  readonly ranges: readonly (readonly [ipaddr.IPv4 | ipaddr.IPv6, number])[];
}

export const EMPTY_ALLOW_LIST: AllowList = { names: new Set(), ranges: [] };

/**
 * Reads `relay.corp.example, 10.0.0.25 10.8.0.0/16 [fd00::25]`: entries separated by commas or
 * spaces. Throws with the entry that is not a host name, an address or a CIDR range.
 */
export function parseAllowList(value: string): AllowList {
  const names = new Set<string>();
  const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
    if (entry.includes('/')) {
      const [address, bits] = entry.split('/');
      const parsed = parseHost(address);
      if (!parsed || parsed.kind !== 'address' || !/^\d{1,3}$/.test(bits)) throw new Error(invalid(entry));
      const prefix = Number(bits);
      if (prefix > (parsed.family === 4 ? 32 : 128)) throw new Error(invalid(entry));
      ranges.push([ipaddr.parse(parsed.address), prefix]);
      continue;
    }
    const parsed = parseHost(entry);
    if (!parsed) throw new Error(invalid(entry));
    if (parsed.kind === 'name') names.add(parsed.name);
    else ranges.push([ipaddr.parse(parsed.address), parsed.family === 4 ? 32 : 128]);
  }
  return { names, ranges };
}

const invalid = (entry: string) => `"${entry}" is not a host name, an IP address or a CIDR range`;

/** Whether the list lets this name (as `parseHost` writes it) through, whatever it resolves to. */
export function allowsName(list: AllowList, name: string): boolean {
  return list.names.has(name);
}

/** Whether the list lets this address (canonical text) through; IPv4-mapped IPv6 counts as its IPv4 address. */
export function allowsAddress(list: AllowList, address: string): boolean {
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return list.ranges.some(([base, bits]) => base.kind() === ip.kind() && ip.match(base, bits));
}
