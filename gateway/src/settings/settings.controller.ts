import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  Patterns,
  type PublicSettings,
  publicSettingsSchema,
  saveSettingsSchema,
  settingsTabSchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { SessionAuthService } from '../auth/session-auth.service';
import { openApiSchema } from '../common/openapi';
import { ZodValidationPipe } from '../common/zod-validation.pipe';

const query = new ZodValidationPipe(z.object({ tab: settingsTabSchema.optional() }));

@ApiTags('settings')
@Controller('api/settings')
export class SettingsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly auth: SessionAuthService,
  ) {}

  /** Without a tab: the public fields for the site shell. With one: that tab, for admins only. */
  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Public settings; with ?tab= one settings tab (admins only, SMTP password never sent)' })
  @ApiQuery({ name: 'tab', required: false, enum: ['general', 'security', 'email', 'system'] })
  @ApiOkResponse({ schema: openApiSchema(publicSettingsSchema) })
  async get(@Query(query) { tab }: { tab?: z.infer<typeof settingsTabSchema> }, @Req() request: FastifyRequest) {
    if (!tab) return this.rpc.request<PublicSettings>(Patterns.identity.publicSettingsGet);
    await this.auth.authenticate(request, 'admin');
    return this.rpc.request(Patterns.identity.settingsGet, { tab });
  }

  @Post()
  @HttpCode(200)
  @Access('admin')
  @AuditAction('保存系统设置')
  @ApiOperation({ summary: 'Save one tab: { tab, settings } → { updatedSettings }' })
  @ApiBody({ schema: openApiSchema(saveSettingsSchema) })
  async save(@Body(new ZodValidationPipe(saveSettingsSchema)) body: z.infer<typeof saveSettingsSchema>) {
    return { updatedSettings: await this.rpc.request(Patterns.identity.settingsSave, body) };
  }
}
