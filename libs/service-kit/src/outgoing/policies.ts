import { classifyAddress, parseHost } from './addresses';
import { type AllowList, allowsAddress } from './allow-list';
import type { OutgoingPolicy } from './resolve';

/**
 * Why the server connects out, each with its destination's name in messages and the variable of
 * its allow-list (empty by default: only public addresses). A new kind of outgoing request (the
 * webhooks: WEBHOOK_ALLOW_HOSTS) adds its line here and its variable to its app's config.
 */
export const OUTGOING_PURPOSES = {
  smtp: { label: 'SMTP 服务器', allowVariable: 'SMTP_ALLOW_HOSTS' },
  searchPush: { label: '搜索引擎推送地址', allowVariable: 'SEARCH_PUSH_ALLOW_HOSTS' },
} as const;
export type OutgoingPurpose = keyof typeof OUTGOING_PURPOSES;

export function outgoingPolicy(
  purpose: OutgoingPurpose,
  allow: AllowList,
  options: Pick<OutgoingPolicy, 'lookup' | 'resolveTimeoutMs'> = {},
): OutgoingPolicy {
  return { ...OUTGOING_PURPOSES[purpose], allow, ...options };
}

/**
 * For start-up checks of configured URLs: the range a host that is written as an address is
 * refused for (and not allowed by `allow`), else null. Names are checked when connecting, since
 * what they resolve to can change.
 */
export function refusedLiteral(host: string, allow: AllowList): string | null {
  const parsed = parseHost(host);
  if (!parsed || parsed.kind !== 'address') return null;
  const { refusedAs } = classifyAddress(parsed.address);
  return refusedAs && !allowsAddress(allow, parsed.address) ? refusedAs : null;
}
