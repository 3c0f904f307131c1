import { Controller, Delete, Get, HttpCode, Put, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ContentRpc,
  LOCALE_LABEL,
  LOCALE_PREFIX,
  PAGE_KEYS,
  type PageKey,
  PageTranslationPublishingRpc,
  type PageTranslationAdminView,
  pageTranslationAdminViewSchema,
  pageTranslationFieldsSchema,
  type PageTranslationInput,
  type PageTranslationsView,
  pageTranslationsViewSchema,
  type SessionUser,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { Access, AuditAction } from '../auth/access.decorator';
import { Actor } from '../auth/actor.decorator';
import { DropsTags, Tag } from '../cache/cache-tags';
import { openApiSchema, ValidBody, ValidQuery } from '../common/params';
import { BaseVersion } from '../publishing/base-version.decorator';
import { publishingController } from '../publishing/publishing.controller';
import { type PublishQuery, publishQuerySchema } from '../publishing/publishing-params';
import { KeyParam } from './page-key';

/** A page's sections at their most: the service refuses a page above 512 KB of JSON. */
const AUTOSAVE_MAX_CHARS = 600_000;

/** `GET /api/admin/pages/{key}/translations`: every translated language side by side, for any staff member. */
@ApiTags('pages')
@Controller('api/admin/pages')
@Access('staff')
export class PageTranslationsAdminController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':key/translations')
  @ApiOperation({
    summary:
      "A page's translations for the side-by-side editor: per translated language its title, its sections' texts by section key, and its publication; null where it has none",
  })
  @ApiOkResponse({ schema: openApiSchema(pageTranslationsViewSchema) })
  list(@KeyParam() key: PageKey): Promise<PageTranslationsView> {
    return this.rpc.call(ContentRpc.pageTranslations, { key });
  }
}

/**
 * One translated language's page writes under its site prefix (`/api/en/pages/{key}`): save the
 * working copy (made on the first save) and remove the translation. Editors and admins.
 */
function translationWrites(locale: TranslatedLocale): Type<unknown> {
  const language = LOCALE_LABEL[locale];

  @ApiTags('pages')
  @Controller(`api${LOCALE_PREFIX[locale]}/pages`)
  @Access('editor')
  class PageTranslationWrites {
    constructor(readonly rpc: RpcClient) {}

    @Put(':key')
    @AuditAction(`修改${language}页面`)
    @DropsTags(({ params }) => [Tag.page(params.key)])
    @ApiOperation({
      summary: `Save the ${locale} working copy of a page: { title, sections: { [section key]: its texts in the shape of its data } }, the pictures, links, order and types staying the page's (made as a draft on the first save; live only on publish, or here with ?publish=true); a section key the page does not have is a 400; \`version\`: the version the editor started from (409 when it changed since)`,
    })
    @ApiOkResponse({ schema: openApiSchema(pageTranslationAdminViewSchema) })
    save(
      @KeyParam() key: PageKey,
      @ValidBody(pageTranslationFieldsSchema) input: PageTranslationInput,
      @BaseVersion() version: number | undefined,
      @ValidQuery(publishQuerySchema) query: PublishQuery,
      @Actor() actor: SessionUser,
    ): Promise<PageTranslationAdminView> {
      return this.rpc.call(ContentRpc.pageTranslationSave, {
        key,
        locale,
        actor,
        input,
        version,
        publish: query.publish,
      });
    }

    @Delete(':key')
    @HttpCode(204)
    @AuditAction(`删除${language}页面`)
    @DropsTags(({ params }) => [Tag.page(params.key)])
    @ApiOperation({ summary: `Remove the ${locale} version of a page, live or not, with its history` })
    async remove(@KeyParam() key: PageKey, @Actor() actor: SessionUser): Promise<void> {
      await this.rpc.call(ContentRpc.pageTranslationDelete, { key, locale, actor });
    }
  }
  Object.defineProperty(PageTranslationWrites, 'name', { value: `PageTranslationWrites_${locale}` });
  return PageTranslationWrites;
}

/**
 * Per translated language: its writes, and its drafts, schedules, revisions and preview links
 * (`/api/en/pages/{id}/publish`, …; by id, as the page's own, so a publish drops the three pages' tags).
 */
export const PageTranslationControllers: Type<unknown>[] = TRANSLATED_LOCALES.flatMap((locale) => [
  translationWrites(locale),
  publishingController({
    path: `api${LOCALE_PREFIX[locale]}/pages`,
    apiTag: 'pages',
    noun: `${LOCALE_LABEL[locale]}页面`,
    what: `${locale} page`,
    calls: PageTranslationPublishingRpc[locale],
    publicTags: () => PAGE_KEYS.map(Tag.page),
    autosaveMaxChars: AUTOSAVE_MAX_CHARS,
  }),
]);
