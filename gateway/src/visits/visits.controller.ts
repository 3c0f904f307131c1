import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type LogVisitBody, logVisitSchema, type VisitLoggedEvent } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { Access } from '../auth/access.decorator';
import { openApiSchema } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { VisitPublisher } from './visit-publisher';

@ApiTags('analytics')
@Controller('api/log-visit')
export class VisitsController {
  constructor(private readonly visits: VisitPublisher) {}

  /**
   * Answers 202 as soon as the visit is on the durable stream; analytics stores it from there. The
   * client address comes from the socket, or from X-Forwarded-For only when the peer is a
   * configured proxy (TRUSTED_PROXIES).
   */
  @Post()
  @HttpCode(202)
  @Access('public')
  @ApiOperation({ summary: 'Log a page visit (asynchronous)' })
  @ApiBody({ schema: openApiSchema(logVisitSchema) })
  @ApiAcceptedResponse({ description: 'Stored on the visit stream' })
  async logVisit(
    @Body(new ZodValidationPipe(logVisitSchema)) body: LogVisitBody,
    @Req() request: FastifyRequest,
  ): Promise<{ accepted: true }> {
    const now = new Date().toISOString();
    const event: VisitLoggedEvent = {
      id: randomUUID(),
      page_url: body.page_url,
      referer: body.referer || null,
      user_agent: body.user_agent ?? request.headers['user-agent']?.slice(0, 1024) ?? null,
      timestamp: body.timestamp ?? now,
      received_at: now,
      ip: request.ip ?? null,
      host: request.hostname?.slice(0, 255) || null,
    };
    await this.visits.publish(event);
    return { accepted: true };
  }
}
