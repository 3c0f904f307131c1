import { Controller, Delete, Get, HttpCode, Put, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CatalogRpc,
  LOCALE_LABEL,
  LOCALE_PREFIX,
  MAX_DESCRIPTION_CHARS,
  ProductTranslationPublishingRpc,
  type ProductTranslationAdminView,
  productTranslationAdminViewSchema,
  productTranslationFieldsSchema,
  type ProductTranslationInput,
  type ProductTranslationsView,
  productTranslationsViewSchema,
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

/** What the public site shows of product `id` in any language (its page and the lists), as the product's own writes drop. */
const publicTags = (id: string) => [Tag.product(id), Tag.products];

/** `GET /api/admin/products/{id}/translations`: every translated language side by side, for any staff member. */
@ApiTags('products')
@Controller('api/admin/products')
@Access('staff')
export class ProductsTranslationsAdminController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':id/translations')
  @ApiOperation({
    summary:
      "A product's translations for the side-by-side editor: per translated language its working copy and publication, null where it has none",
  })
  @ApiOkResponse({ schema: openApiSchema(productTranslationsViewSchema) })
  list(@IdParam() id: number): Promise<ProductTranslationsView> {
    return this.rpc.call(CatalogRpc.productTranslations, { id });
  }
}

/**
 * One translated language's product writes under its site prefix (`/api/en/products/{id}`): save the
 * working copy (made on the first save) and remove the translation. Editors and admins.
 */
function translationWrites(locale: TranslatedLocale): Type<unknown> {
  const language = LOCALE_LABEL[locale];

  @ApiTags('products')
  @Controller(`api${LOCALE_PREFIX[locale]}/products`)
  @Access('editor')
  class ProductTranslationWrites {
    constructor(readonly rpc: RpcClient) {}

    @Put(':id')
    @AuditAction(`修改${language}产品`)
    @DropsTags(({ params }) => publicTags(params.id))
    @ApiOperation({
      summary: `Save the ${locale} working copy of a product: name, description (HTML, sanitised), SEO title and description, image_alts by image id (made as a draft on the first save; live only on publish, or here with ?publish=true); \`version\`: the version the editor started from (409 when it changed since)`,
    })
    @ApiOkResponse({ schema: openApiSchema(productTranslationAdminViewSchema) })
    save(
      @IdParam() id: number,
      @ValidBody(productTranslationFieldsSchema) input: ProductTranslationInput,
      @BaseVersion() version: number | undefined,
      @ValidQuery(publishQuerySchema) query: PublishQuery,
      @Actor() actor: SessionUser,
    ): Promise<ProductTranslationAdminView> {
      return this.rpc.call(CatalogRpc.productTranslationSave, {
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
    @AuditAction(`删除${language}产品`)
    @DropsTags(({ params }) => publicTags(params.id))
    @ApiOperation({ summary: `Remove the ${locale} version of a product, live or not, with its history` })
    async remove(@IdParam() id: number, @Actor() actor: SessionUser): Promise<void> {
      await this.rpc.call(CatalogRpc.productTranslationDelete, { id, locale, actor });
    }
  }
  Object.defineProperty(ProductTranslationWrites, 'name', { value: `ProductTranslationWrites_${locale}` });
  return ProductTranslationWrites;
}

/** As much as a save's body may carry (products-publishing.controller.ts says why). */
const AUTOSAVE_MAX_CHARS = 2 * MAX_DESCRIPTION_CHARS + 20_000;

/** Per translated language: its writes, and its drafts, schedules, revisions and preview links (`/api/en/products/{id}/publish`, …). */
export const ProductTranslationControllers: Type<unknown>[] = TRANSLATED_LOCALES.flatMap((locale) => [
  translationWrites(locale),
  publishingController({
    path: `api${LOCALE_PREFIX[locale]}/products`,
    apiTag: 'products',
    noun: `${LOCALE_LABEL[locale]}产品`,
    what: `${locale} product`,
    calls: ProductTranslationPublishingRpc[locale],
    publicTags,
    autosaveMaxChars: AUTOSAVE_MAX_CHARS,
  }),
]);
