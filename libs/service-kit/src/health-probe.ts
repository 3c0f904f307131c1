import { healthRpc, type ServiceName } from '@site/contracts';
import { connect } from 'nats';
import { RpcClient } from './rpc-client';

/** Exec probe for containers: exit 0 when the service answers its health pattern with a working database. */
export async function runHealthProbe(name: ServiceName): Promise<void> {
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222', timeout: 2000 });
  try {
    const client = new RpcClient(nc, { prefix: process.env.NATS_PREFIX ?? '', timeoutMs: 2000, checkReplies: false });
    const reply = await client.call(healthRpc(name), {});
    process.exitCode = reply.status === 'ok' ? 0 : 1;
  } catch {
    process.exitCode = 1;
  } finally {
    await nc.close();
  }
}
