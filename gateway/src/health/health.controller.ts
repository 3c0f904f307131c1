import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../auth/access.decorator';
import { SessionAuthService } from '../auth/session-auth.service';
import { HttpCacheService } from '../cache/http-cache.service';
import { HealthService, type StackHealth } from './health.service';

export interface CacheHealth {
  enabled: boolean;
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  stales: number;
  /** Hits over hits and misses since start; null before the first read. */
  hitRatio: number | null;
  invalidations: number;
  resets: number;
}

@ApiTags('health')
@Controller('api/health')
// Probes and operators call these without a session. Anonymous callers learn only up or down: versions,
// uptimes and latencies help an attacker pick a known flaw and time a flood, so only admins (and the
// metrics port, which the ingress never exposes) see them.
@Access('public')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly cache: HttpCacheService,
    private readonly auth: SessionAuthService,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      '`{ status }`, 503 when any service or NATS is down. Admins also see each service with its latency, version and uptime, and the read cache.',
  })
  async check(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Pick<StackHealth, 'status'> | (StackHealth & { cache: CacheHealth })> {
    const [result, role] = await Promise.all([this.health.check(), this.auth.roleOf(request)]);
    void reply.status(result.status === 'ok' ? 200 : 503).header('cache-control', 'no-store');
    return role === 'admin' ? { ...result, cache: this.cacheHealth() } : { status: result.status };
  }

  private cacheHealth(): CacheHealth {
    const { stats, size } = this.cache.cache;
    const reads = stats.hits + stats.misses;
    return {
      enabled: this.cache.enabled,
      ...size,
      ...stats,
      hitRatio: reads ? Math.round((stats.hits / reads) * 1000) / 1000 : null,
    };
  }

  /**
   * Readiness of this gateway pod: itself and NATS only. A service that is down answers its own
   * calls with 503 (and the read cache serves what it holds); the site stays in the load balancer.
   */
  @Get('ready')
  @ApiOperation({ summary: 'Readiness: this gateway serves HTTP and reaches NATS (503 otherwise)' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<{ status: 'ok' | 'unavailable' }> {
    const nats = await this.health.nats();
    void reply.status(nats.up ? 200 : 503).header('cache-control', 'no-store');
    return { status: nats.up ? 'ok' : 'unavailable' };
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the gateway process serves HTTP' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
