import { ContentRpc } from '@site/contracts';
import type { RpcClient } from '@site/service-kit/dist/client';

/**
 * Tells the media library a stored file is gone (removed as unused), so its record goes too. A failure
 * is logged: the record then stays until the same bytes are uploaded again, when the gateway finds its
 * file missing and forgets it then.
 */
export async function forgetRecord(rpc: RpcClient, key: string, warn: (line: string) => void): Promise<void> {
  try {
    await rpc.call(ContentRpc.mediaForget, { key });
  } catch (error) {
    warn(`media record of ${key} not removed: ${String(error)}`);
  }
}
