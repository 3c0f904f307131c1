import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IdentityRpc,
  isPublicSettingsTab,
  localeSchema,
  publicSettingsOfTab,
  publicSettingsSchema,
  saveSettingsSchema,
  searchPushLogSchema,
  settingsTabSchema,
  testMailResultSchema,
  testMailSchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { CacheTags, DropsTags, Tag } from '../cache/cache-tags';
import { SessionAuthService } from '../auth/session-auth.service';
import { openApiSchema, ValidBody, ValidQuery } from '../common/params';

/** Connect, greet and send, each bounded in identity (8 s, 8 s, 15 s): the answer comes within this. */
const TEST_MAIL_TIMEOUT_MS = 40_000;

const settingsQuerySchema = z
  .object({
    tab: settingsTabSchema.optional(),
    /** The public answer's language (its own cache entry: the query is part of the key); with a tab, that tab's part. */
    locale: localeSchema
      .optional()
      .describe("The public settings in this language (en: the English versions); with tab, that tab's public fields"),
  })
  .superRefine(({ tab, locale }, ctx) => {
    if (tab && locale && !isPublicSettingsTab(tab))
      ctx.addIssue({ code: 'custom', path: ['locale'], message: `${tab} 设置没有对外显示的字段，不能按语言读取` });
  });

@ApiTags('settings')
@Controller('api/settings')
export class SettingsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly auth: SessionAuthService,
  ) {}

  /** Without a tab: the public fields for the site shell. With one: that tab, for admins only (with a locale: its public fields). */
  @Get()
  @Access('public')
  // With a tab the answer is an admin's: never cached.
  @CacheTags(({ query }) => ((query as { tab?: string }).tab ? null : [Tag.settings]))
  @ApiOperation({
    summary:
      'Public settings (?locale=en: in English, falling back per field as docs/languages.md says); with ?tab= one settings tab (admins only, SMTP password and Baidu push token never sent); with ?tab= and ?locale= the public fields of that tab in that language (general, system, product; admins only)',
  })
  @ApiOkResponse({ schema: openApiSchema(publicSettingsSchema) })
  async get(
    @ValidQuery(settingsQuerySchema) { tab, locale }: z.infer<typeof settingsQuerySchema>,
    @Req() request: FastifyRequest,
  ) {
    if (!tab) return this.rpc.call(IdentityRpc.publicSettingsGet, { locale });
    await this.auth.authenticate(request, 'admin');
    if (!locale || !isPublicSettingsTab(tab)) return this.rpc.call(IdentityRpc.settingsGet, { tab });
    // The tab as the site shows it in that language: the public read's fallbacks, not the stored Chinese fields.
    return publicSettingsOfTab(await this.rpc.call(IdentityRpc.publicSettingsGet, { locale }), tab);
  }

  /** 推送记录: the newest pushes to search engines with their result (docs/seo.md). */
  @Get('search-pushes')
  @Access('admin')
  @ApiOperation({ summary: 'The last 50 pushes to Baidu and IndexNow, newest first (admins only)' })
  @ApiOkResponse({ schema: openApiSchema(searchPushLogSchema) })
  searchPushes() {
    return this.rpc.call(IdentityRpc.searchPushList, {});
  }

  @Post()
  @HttpCode(200)
  @DropsTags(() => [Tag.settings])
  @Access('admin')
  @AuditAction('保存系统设置')
  @ApiOperation({ summary: 'Save one tab: { tab, settings } → { updatedSettings }' })
  async save(@ValidBody(saveSettingsSchema) body: z.infer<typeof saveSettingsSchema>) {
    try {
      return { updatedSettings: await this.rpc.call(IdentityRpc.settingsSave, body) };
    } finally {
      // A shorter session timeout may end sessions this gateway remembers.
      if (body.tab === 'security') this.auth.forgetAll();
    }
  }

  /** 邮件设置 › 发送测试邮件: with the saved settings; the SMTP server's answer either way. */
  @Post('test-mail')
  @HttpCode(200)
  @Access('admin')
  @AuditAction('发送测试邮件')
  @ApiOperation({
    summary:
      'Send a test mail with the saved SMTP settings: { to } → { ok, response, code, message } (response: the SMTP server\'s answer line, e.g. "250 OK …" or its refusal; 400 when the settings lack a server, port or sender)',
  })
  @ApiOkResponse({ schema: openApiSchema(testMailResultSchema) })
  testMail(@ValidBody(testMailSchema) input: z.infer<typeof testMailSchema>) {
    return this.rpc.call(IdentityRpc.mailTest, { input }, { timeoutMs: TEST_MAIL_TIMEOUT_MS });
  }
}
