import { Inject, Injectable } from '@nestjs/common';
import { type HealthReply, healthRpc, SERVICE_NAMES, type ServiceName } from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { NatsConnection } from 'nats';
import { NATS_CONNECTION } from '../nats/nats.module';

/** A health probe must not wait as long as a normal call. */
const PROBE_TIMEOUT_MS = 1000;

export interface ComponentHealth {
  up: boolean;
  latencyMs: number | null;
  error?: string;
}
export interface ServiceHealth extends ComponentHealth {
  database?: HealthReply['database'];
  uptimeSeconds?: number;
  version?: string;
}
export interface StackHealth {
  status: 'ok' | 'degraded';
  nats: ComponentHealth;
  services: Record<ServiceName, ServiceHealth>;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

@Injectable()
export class HealthService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {}

  async check(): Promise<StackHealth> {
    const [nats, ...services] = await Promise.all([this.nats(), ...SERVICE_NAMES.map((s) => this.checkService(s))]);
    const byName = Object.fromEntries(SERVICE_NAMES.map((name, i) => [name, services[i]])) as StackHealth['services'];
    const allUp = nats.up && services.every((s) => s.up);
    return { status: allUp ? 'ok' : 'degraded', nats, services: byName };
  }

  /** NATS answers a round trip: the gateway's readiness, which no service's state can take away. */
  async nats(): Promise<ComponentHealth> {
    if (this.nc.isClosed()) return { up: false, latencyMs: null, error: '消息服务连接已关闭' };
    try {
      const rtt = await Promise.race([
        this.nc.rtt(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS)),
      ]);
      return { up: true, latencyMs: round(rtt) };
    } catch {
      return { up: false, latencyMs: null, error: '消息服务无响应' };
    }
  }

  private async checkService(name: ServiceName): Promise<ServiceHealth> {
    const started = performance.now();
    try {
      const reply = await this.rpc.call(healthRpc(name), {}, { timeoutMs: PROBE_TIMEOUT_MS });
      return {
        up: reply.status === 'ok',
        latencyMs: round(performance.now() - started),
        database: reply.database,
        uptimeSeconds: reply.uptimeSeconds,
        version: reply.version,
        ...(reply.status === 'ok' ? {} : { error: '数据库不可用' }),
      };
    } catch (error) {
      return { up: false, latencyMs: null, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
