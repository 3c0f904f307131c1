import { CatalogRpc, ContactRpc, ContentRpc, IdentityRpc } from '@site/contracts';
import type { RpcClient } from '@site/service-kit/dist/client';

/** Every service that may show an upload: a file goes only when none of them still does. */
export const FILE_OWNERS = [
  CatalogRpc.fileUsageList,
  ContentRpc.fileUsageList,
  ContactRpc.fileUsageList,
  // The site's logo and favicon (settings) may be uploads too.
  IdentityRpc.fileUsageList,
];

/**
 * Of the URLs (at most MAX_FILE_USAGE_URLS), those some service still shows. Asks every owner at
 * once; fails when one cannot say, and then no file may go.
 */
export async function urlsInUse(rpc: RpcClient, urls: string[]): Promise<Set<string>> {
  const replies = await Promise.all(FILE_OWNERS.map((owner) => rpc.call(owner, { urls })));
  return new Set(replies.flatMap((reply) => reply.used));
}
