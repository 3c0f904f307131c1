import { Controller, Delete, Get, HttpCode, Put, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ContentRpc,
  LOCALE_LABEL,
  LOCALE_PREFIX,
  MAX_NEWS_CONTENT_CHARS,
  NewsTranslationPublishingRpc,
  type NewsTranslationAdminView,
  newsTranslationAdminViewSchema,
  newsTranslationFieldsSchema,
  type NewsTranslationInput,
  type NewsTranslationsView,
  newsTranslationsViewSchema,
  type SessionUser,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { Access, AuditAction } from '../auth/access.decorator';
import { Actor } from '../auth/actor.decorator';
import { DropsTags, Tag } from '../cache/cache-tags';
import { IdParam, openApiSchema, ValidBody, ValidQuery } from '../common/params';
import { BaseVersion } from '../publishing/base-version.decorator';
import { publishingController } from '../publishing/publishing.controller';
import { type PublishQuery, publishQuerySchema } from '../publishing/publishing-params';

/** What the public site shows of article `id` in any language (its pages and the lists). */
const publicTags = (id: string) => [Tag.article(id), Tag.news];

/** `GET /api/admin/news/{id}/translations`: every translated language side by side, for any staff member. */
@ApiTags('news')
@Controller('api/admin/news')
@Access('staff')
export class NewsTranslationsAdminController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':id/translations')
  @ApiOperation({
    summary:
      "An article's translations for the side-by-side editor: per translated language its working copy and publication, null where it has none",
  })
  @ApiOkResponse({ schema: openApiSchema(newsTranslationsViewSchema) })
  list(@IdParam() id: number): Promise<NewsTranslationsView> {
    return this.rpc.call(ContentRpc.newsTranslations, { id });
  }
}

/**
 * One translated language's article writes under its site prefix (`/api/en/news/{id}`): save the
 * working copy (made on the first save) and remove the translation. Editors and admins.
 */
function translationWrites(locale: TranslatedLocale): Type<unknown> {
  const language = LOCALE_LABEL[locale];

  @ApiTags('news')
  @Controller(`api${LOCALE_PREFIX[locale]}/news`)
  @Access('editor')
  class NewsTranslationWrites {
    constructor(readonly rpc: RpcClient) {}

    @Put(':id')
    @AuditAction(`修改${language}新闻`)
    @DropsTags(({ params }) => publicTags(params.id))
    @ApiOperation({
      summary: `Save the ${locale} working copy of an article (made as a draft on the first save; live only on publish, or here with ?publish=true); \`version\`: the version the editor started from (409 when it changed since)`,
    })
    @ApiOkResponse({ schema: openApiSchema(newsTranslationAdminViewSchema) })
    save(
      @IdParam() id: number,
      @ValidBody(newsTranslationFieldsSchema) input: NewsTranslationInput,
      @BaseVersion() version: number | undefined,
      @ValidQuery(publishQuerySchema) query: PublishQuery,
      @Actor() actor: SessionUser,
    ): Promise<NewsTranslationAdminView> {
      return this.rpc.call(ContentRpc.newsTranslationSave, {
        id,
        locale,
        actor,
        input,
        version,
        publish: query.publish,
      });
    }

    @Delete(':id')
    @HttpCode(204)
    @AuditAction(`删除${language}新闻`)
    @DropsTags(({ params }) => publicTags(params.id))
    @ApiOperation({ summary: `Remove the ${locale} version of an article, live or not, with its history` })
    async remove(@IdParam() id: number, @Actor() actor: SessionUser): Promise<void> {
      await this.rpc.call(ContentRpc.newsTranslationDelete, { id, locale, actor });
    }
  }
  Object.defineProperty(NewsTranslationWrites, 'name', { value: `NewsTranslationWrites_${locale}` });
  return NewsTranslationWrites;
}

/** As much as a save's body may carry (news-publishing.controller.ts says why). */
const AUTOSAVE_MAX_CHARS = 2 * MAX_NEWS_CONTENT_CHARS + 20_000;

/** Per translated language: its writes, and its drafts, schedules, revisions and preview links (`/api/en/news/{id}/publish`, …). */
export const NewsTranslationControllers: Type<unknown>[] = TRANSLATED_LOCALES.flatMap((locale) => [
  translationWrites(locale),
  publishingController({
    path: `api${LOCALE_PREFIX[locale]}/news`,
    apiTag: 'news',
    noun: `${LOCALE_LABEL[locale]}新闻`,
    what: `${locale} article`,
    calls: NewsTranslationPublishingRpc[locale],
    publicTags,
    autosaveMaxChars: AUTOSAVE_MAX_CHARS,
  }),
]);
