import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Events, type LogVisitBody, logVisitSchema, type VisitLoggedEvent } from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import { Access } from '../auth/access.decorator';
import { openApiSchema } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';

@ApiTags('analytics')
@Controller('api/log-visit')
export class VisitsController {
  constructor(private readonly rpc: RpcClient) {}

  /** Answers at once; the visit travels on as an event and the analytics service stores it. */
  @Post()
  @HttpCode(202)
  @Access('public')
  @ApiOperation({ summary: 'Log a page visit (asynchronous)' })
  @ApiBody({ schema: openApiSchema(logVisitSchema) })
  @ApiAcceptedResponse({ description: 'Accepted for storage' })
  logVisit(
    @Body(new ZodValidationPipe(logVisitSchema)) body: LogVisitBody,
    @Req() request: FastifyRequest,
  ): { accepted: true } {
    const now = new Date().toISOString();
    const event: VisitLoggedEvent = {
      id: randomUUID(),
      page_url: body.page_url,
      referer: body.referer || null,
      user_agent: body.user_agent ?? request.headers['user-agent']?.slice(0, 1024) ?? null,
      timestamp: body.timestamp ?? now,
      received_at: now,
      ip: request.ip ?? null,
    };
    this.rpc.emit(Events.analytics.visitLogged, event);
    return { accepted: true };
  }
}
