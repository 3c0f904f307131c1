import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access.decorator';
import { HealthService, type StackHealth } from './health.service';

@ApiTags('health')
@Controller('api/health')
// Probes and operators call these without a session; they reveal no data.
@Access('public')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Each service up or down with its latency, plus NATS; 503 when any is down' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<StackHealth> {
    const result = await this.health.check();
    void reply.status(result.status === 'ok' ? 200 : 503).header('cache-control', 'no-store');
    return result;
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the gateway process serves HTTP' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }
}
