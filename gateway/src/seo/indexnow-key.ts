import { IdentityRpc, INDEXNOW_KEY } from '@site/contracts';
import type { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * `/<key>.txt`: the IndexNow key file, the key as its body, while IndexNow is on with that key
 * (search engines fetch it to check a push came from the site). Any other `/<name>.txt` is no file.
 * Not cached: a new key must answer at once, and identity keeps the settings in memory anyway.
 */
export async function serveIndexNowKey(
  rpc: RpcClient,
  request: FastifyRequest<{ Params: { key: string } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const asked = request.params.key;
  if (INDEXNOW_KEY.test(asked)) {
    let key: string | null;
    try {
      ({ key } = await rpc.call(IdentityRpc.indexNowKeyGet, {}, { timeoutMs: 3000 }));
    } catch {
      return reply
        .code(503)
        .header('retry-after', '60')
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('服务暂时不可用，请稍后再试');
    }
    if (key === asked) {
      return reply.code(200).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(key);
    }
  }
  return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('文件不存在');
}
