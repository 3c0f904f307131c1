import { isIPv6 } from 'node:net';
import { domainToASCII } from 'node:url';
import ipaddr from 'ipaddr.js';

/**
 * A host as an outgoing connection names it: an address (any spelling normalised to one) or a
 * DNS name (lower case, IDN as punycode, no trailing dot). Null when it is neither, e.g. it
 * carries a port, a path, a zone id or characters no host name has.
 */
export type ParsedHost = { kind: 'address'; address: string; family: 4 | 6 } | { kind: 'name'; name: string };

const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;

export function parseHost(input: string): ParsedHost | null {
  let host = input.trim().toLowerCase();
  if (host.startsWith('[') || host.endsWith(']')) {
    if (!(host.startsWith('[') && host.endsWith(']'))) return null;
    host = host.slice(1, -1);
    if (!isIPv6(host)) return null;
  }
  if (isIPv6(host)) {
    // A zone id names one of this machine's interfaces: never a destination out of it.
    if (host.includes('%')) return null;
    // The WHATWG serialiser writes every spelling the same way and never as a dotted quad, which
    // ipaddr.js would read as IPv4-mapped where the system reads IPv4-compatible (`::127.0.0.1`).
    const canonical = new URL(`http://[${host}]/`).hostname.slice(1, -1);
    return { kind: 'address', address: ipaddr.IPv6.parse(canonical).toString(), family: 6 };
  }
  // Four-part decimal and what inet_aton also reads as an IPv4 address (127.1, 2130706433,
  // 0x7f000001, 0177.0.0.1): the system resolver would turn these into an address without DNS.
  if (ipaddr.IPv4.isValid(host)) return { kind: 'address', address: ipaddr.IPv4.parse(host).toString(), family: 4 };
  if (host.endsWith('.')) host = host.slice(0, -1);
  // Letters (any script, for IDN), digits, dots, hyphens and underscores only: domainToASCII
  // would quietly cut a name at a '/', ':' or '@' instead of refusing it.
  if (!/^[\p{L}\p{M}\p{N}._-]+$/u.test(host)) return null;
  const name = domainToASCII(host);
  if (!name || name.length > 253) return null;
  const labels = name.split('.');
  if (!labels.every((label) => LABEL.test(label))) return null;
  // A name ending in a number is an address to URL parsers and resolvers (08.0.0.1, 4294967296),
  // one that is not valid: refused rather than left to how a resolver reads it.
  if (/^(\d+|0x[0-9a-f]*)$/.test(labels[labels.length - 1])) return null;
  return { kind: 'name', name };
}

/**
 * What an address is for an outgoing connection: `refusedAs` names the range that keeps it out
 * (ipaddr.js's names: loopback, private, linkLocal, carrierGradeNat, multicast, reserved,
 * unspecified, broadcast, uniqueLocal …), or is null for an address on the public internet.
 * IPv6 forms that carry an IPv4 address (mapped, translated, NAT64, 6to4, Teredo) are judged by
 * that address, as `ipv4Mapped(loopback)`.
 */
export interface AddressClass {
  /** The address as connections use it (canonical text). */
  address: string;
  family: 4 | 6;
  refusedAs: string | null;
}

export function classifyAddress(text: string): AddressClass {
  const parsed = parseHost(text);
  if (!parsed || parsed.kind !== 'address') throw new Error(`not an IP address: ${text}`);
  const ip = ipaddr.parse(parsed.address);
  return { address: parsed.address, family: parsed.family, refusedAs: refusedRange(ip) };
}

function refusedRange(ip: ipaddr.IPv4 | ipaddr.IPv6): string | null {
  if (ip.kind() === 'ipv4') {
    const range = (ip as ipaddr.IPv4).range();
    return range === 'unicast' ? null : range;
  }
  const v6 = ip as ipaddr.IPv6;
  const range: string = v6.range();
  const p = v6.parts;
  // ::/96 beyond :: and ::1 (ranges of their own) is IPv4-compatible, deprecated since 2006.
  if (range === 'unicast') return p.slice(0, 6).every((part) => part === 0) ? 'ipv4Compatible' : null;
  // The local-use NAT64 prefix (64:ff9b:1::/48): only the local network knows its translation.
  if (range === 'rfc6052' && p.slice(2, 6).some((part) => part !== 0)) return 'nat64LocalUse';
  const embedded = embeddedIPv4(p, range);
  if (!embedded) return range;
  const inner = refusedRange(embedded);
  return inner ? `${range}(${inner})` : null;
}

/**
 * The IPv4 address an IPv6 address reaches, for the forms that carry one: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64 with the well-known prefix
 * (64:ff9b::a.b.c.d), 6to4 (2002:AABB:CCDD::/48) and Teredo (the client's address, bits inverted).
 */
function embeddedIPv4(p: number[], range: string): ipaddr.IPv4 | null {
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return v4(p[6], p[7]);
    case '6to4':
      return v4(p[1], p[2]);
    case 'teredo':
      return v4(~p[6] & 0xffff, ~p[7] & 0xffff);
    default:
      return null;
  }
}
