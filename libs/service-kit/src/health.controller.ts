import { Controller, Inject, type Type } from '@nestjs/common';
import { type HealthReply, healthRpc, type ServiceName } from '@site/contracts';
import { DataSource } from 'typeorm';
import { Handles } from './handles.decorator';

const startedAt = Date.now();
const version = process.env.npm_package_version ?? '0.1.0';

/** The health call `<service>.health.check`: the gateway's /api/health and the k8s probes ask it. */
export function createHealthController(name: ServiceName): Type {
  @Controller()
  class HealthController {
    constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

    @Handles(healthRpc(name))
    async check(): Promise<HealthReply> {
      const started = performance.now();
      let up = true;
      try {
        await this.dataSource.query('SELECT 1');
      } catch {
        up = false;
      }
      return {
        service: name,
        status: up ? 'ok' : 'degraded',
        database: { up, latencyMs: up ? Math.round((performance.now() - started) * 100) / 100 : null },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        version,
      };
    }
  }
  return HealthController;
}
