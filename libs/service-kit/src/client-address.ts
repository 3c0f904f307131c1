import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key rate limits and visitor counts use for a client address. One client has one key
 * however its address is spelt: IPv4-mapped IPv6 is its IPv4 address, IPv6 is read whatever its
 * zero compression, leading zeros or case, and keyed on its /64 (what one subscriber gets, so
 * rotating the low 64 bits is still one client). Anything that is not an address is its own key.
 */
export function clientKey(address: string | null | undefined): string {
  const raw = (address ?? '').trim().toLowerCase();
  if (!raw) return 'unknown';
  if (isIPv4(raw)) return raw;
  const groups = ipv6Groups(raw);
  if (!groups) return raw.slice(0, 64);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, embedded IPv4 read), or null. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(bare)) return null;
  let text = bare;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const zeros = tail === undefined ? 0 : 8 - front.length - back.length;
  const groups = [...front, ...Array<number>(zeros).fill(0), ...back];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}
