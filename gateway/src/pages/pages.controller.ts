import { Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ContentRpc,
  isTranslatedLocale,
  localeSchema,
  type PageKey,
  type PagePreviewLink,
  pageAdminViewSchema,
  pagePreviewLinkSchema,
  pageSummarySchema,
  publicPageSchema,
  type SessionUser,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { Actor } from '../auth/actor.decorator';
import { CacheTags, DropsTags, Tag } from '../cache/cache-tags';
import { openApiSchema, ValidBody, ValidQuery } from '../common/params';
import { BaseVersion } from '../publishing/base-version.decorator';
import { type PublishQuery, publishQuerySchema } from '../publishing/publishing-params';
import { KeyParam } from './page-key';
import { readPublicPage, STRIP_TAGS } from './public-page';

/** `GET /api/pages/{key}?locale=en`: the page in another language, where its version there is published. */
const pageGetQuerySchema = z.object({ locale: localeSchema.optional() });

/** Checked section by section by the content service (each type's schema in libs/contracts/src/pages.ts). */
const pageBodySchema = z.object({ sections: z.array(z.unknown(), { message: '区块必须是列表' }) });

/** The site pages staff edit (issue 34): thin routes over the content service. */
@ApiTags('pages')
@Controller('api')
export class PagesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('pages/:key')
  @Access('public')
  @CacheTags(({ params }) => [Tag.page(params.key), ...STRIP_TAGS])
  @ApiOperation({
    summary:
      'A site page (home, about, technology): its visible sections in order, and the entries of its product and news strips; ?locale=en: in English (its news strips list the articles live in English), 404 unless published in English',
  })
  @ApiOkResponse({ schema: openApiSchema(publicPageSchema) })
  get(@KeyParam() key: PageKey, @ValidQuery(pageGetQuerySchema) query: z.infer<typeof pageGetQuerySchema>) {
    const locale = query.locale && isTranslatedLocale(query.locale) ? query.locale : undefined;
    return readPublicPage(this.rpc, key, undefined, locale);
  }

  @Get('admin/pages')
  @Access('staff')
  @ApiOperation({ summary: 'The site pages, each with its id, section count, last save and publication' })
  @ApiOkResponse({ schema: openApiSchema(z.array(pageSummarySchema)) })
  list() {
    return this.rpc.call(ContentRpc.pageList, {});
  }

  @Get('admin/pages/:key')
  @Access('staff')
  @ApiOperation({
    summary:
      'A site page for the editor: its working copy (the draft, else what is live), every section, hidden ones too, with its id and publication',
  })
  @ApiOkResponse({ schema: openApiSchema(pageAdminViewSchema) })
  edit(@KeyParam() key: PageKey) {
    return this.rpc.call(ContentRpc.pageAdminGet, { key });
  }

  @Put('pages/:key')
  @Access('editor')
  @AuditAction('修改页面')
  @DropsTags(({ params }) => [Tag.page(params.key)])
  @ApiOperation({
    summary:
      "Save a page's working copy: { sections: [{ key, type, hidden, locked, data }], version? }; each section checked against its type (400 naming it); an editor changes only the words of a locked section (403); the public page changes on publish, or here with ?publish=true; a stale version is a 409",
  })
  @ApiOkResponse({ schema: openApiSchema(pageAdminViewSchema) })
  save(
    @KeyParam() key: PageKey,
    @ValidBody(pageBodySchema) body: z.infer<typeof pageBodySchema>,
    @BaseVersion() version: number | undefined,
    @ValidQuery(publishQuerySchema) query: PublishQuery,
    @Actor() actor: SessionUser,
  ) {
    return this.rpc.call(ContentRpc.pageSave, { key, sections: body.sections, actor, version, publish: query.publish });
  }

  @Post('admin/pages/:key/preview')
  @HttpCode(200)
  @Access('editor')
  @ApiOperation({
    summary:
      'A preview link of an unsaved draft ({ sections } as for a save, checked the same way): /preview/{token}, server-rendered, private, no-store, noindex; it works for an hour',
  })
  @ApiOkResponse({ schema: openApiSchema(pagePreviewLinkSchema) })
  async preview(
    @KeyParam() key: PageKey,
    @ValidBody(pageBodySchema) body: z.infer<typeof pageBodySchema>,
    @Actor() actor: SessionUser,
  ): Promise<PagePreviewLink> {
    const { token, expires_at } = await this.rpc.call(ContentRpc.pagePreviewCreate, {
      key,
      sections: body.sections,
      actor,
    });
    return { url: `/preview/${token}`, expires_at };
  }
}
