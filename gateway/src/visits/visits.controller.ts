import { randomUUID } from 'node:crypto';
import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type LogVisitBody, logVisitSchema, type VisitLoggedEvent } from '@site/contracts';
import { clientKey } from '@site/service-kit/dist/client';
import type { FastifyRequest } from 'fastify';
import { Access } from '../auth/access.decorator';
import { ValidBody } from '../common/params';
import { GATEWAY_CONFIG } from '../config/config.module';
import type { GatewayConfig } from '../config/gateway-config';
import { TokenBuckets } from './token-buckets';
import { VisitPublisher } from './visit-publisher';

@ApiTags('analytics')
@Controller('api/log-visit')
export class VisitsController {
  private readonly perAddress: TokenBuckets;

  constructor(
    private readonly visits: VisitPublisher,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.perAddress = new TokenBuckets(config.VISIT_RATE_PER_ADDRESS);
  }

  /**
   * Answers 202 as soon as the visit is on the durable stream; analytics stores it from there. The
   * client address comes from the socket, or from X-Forwarded-For only when the peer is a
   * configured proxy (TRUSTED_PROXIES). Past its address's token bucket a visit is dropped and
   * counted, and still answered 202: a beacon's sender learns nothing from the answer. Visitors are
   * told apart by the address's key (an IPv6 /64), so rotating addresses is still one visitor.
   */
  @Post()
  @HttpCode(202)
  @Access('public')
  @ApiOperation({ summary: 'Log a page visit (asynchronous)' })
  @ApiAcceptedResponse({ description: 'Stored on the visit stream' })
  async logVisit(
    @ValidBody(logVisitSchema) body: LogVisitBody,
    @Req() request: FastifyRequest,
  ): Promise<{ accepted: true }> {
    const client = clientKey(request.ip);
    if (!this.perAddress.take(client)) {
      this.visits.countDropped('rate_limited');
      return { accepted: true };
    }
    const now = new Date().toISOString();
    const event: VisitLoggedEvent = {
      id: randomUUID(),
      page_url: body.page_url,
      referer: body.referer || null,
      user_agent: body.user_agent ?? request.headers['user-agent']?.slice(0, 1024) ?? null,
      timestamp: body.timestamp ?? now,
      received_at: now,
      ip: client,
      host: request.hostname?.slice(0, 255) || null,
    };
    await this.visits.publish(event);
    return { accepted: true };
  }
}
