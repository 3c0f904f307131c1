import { Controller, Delete, Get, HttpCode, Put, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  LOCALE_LABEL,
  LOCALE_PREFIX,
  type RpcContract,
  type SessionUser,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import type { z } from 'zod';
import { Access, AuditAction } from '../auth/access.decorator';
import { Actor } from '../auth/actor.decorator';
import { DropsTags } from '../cache/cache-tags';
import { IdParam, openApiSchema, ValidBody, ValidQuery } from '../common/params';
import { BaseVersion } from './base-version.decorator';
import { type PublishingCalls, publishingController } from './publishing.controller';
import { type PublishQuery, publishQuerySchema } from './publishing-params';

export interface TranslationRoutes {
  /** The record's path after `/api`: `news` serves `/api/en/news/{id}` and `/api/admin/news/{id}/translations`. */
  resource: string;
  /** Its OpenAPI tag. */
  apiTag: string;
  /** In the audit log's Chinese names: 新闻 (修改英文新闻, 发布英文新闻…). */
  noun: string;
  /** In English, for the docs: `article`. */
  what: string;
  /** A save's body: the record's words in one language. */
  fields: z.ZodType;
  /** What a save's body holds, for its OpenAPI summary. */
  fieldsSummary: string;
  calls: {
    /** `{ id }`: every translated language's working copy and publication, null where there is none. */
    list: RpcContract;
    save: RpcContract;
    remove: RpcContract;
    /** Per translated language, its drafts, schedules, revisions and preview links. */
    publishing: Record<TranslatedLocale, PublishingCalls>;
  };
  /** The cache tags of what the public site shows of record `id` in any language. */
  publicTags: (id: string) => string[];
  /** The most characters of JSON an autosave may send: as much as the record's own body. */
  autosaveMaxChars: number;
}

/**
 * A record type's translations (docs/languages.md): `GET /api/admin/<resource>/{id}/translations` for any
 * staff member, and per translated language, under its site prefix, the writes (`PUT`/`DELETE
 * /api/en/<resource>/{id}`) and the publishing routes (`/api/en/<resource>/{id}/publish`, …) for editors
 * and admins. Writes drop the record's public cache tags, as its own writes do.
 */
export function translationControllers(routes: TranslationRoutes): Type<unknown>[] {
  const { calls, noun, what } = routes;
  const drops = DropsTags(({ params }) => routes.publicTags(params.id));
  const name = routes.resource.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase());

  @ApiTags(routes.apiTag)
  @Controller(`api/admin/${routes.resource}`)
  @Access('staff')
  class TranslationsAdmin {
    constructor(readonly rpc: RpcClient) {}

    @Get(':id/translations')
    @ApiOperation({
      summary: `The ${what}'s translations for the side-by-side editor: per translated language its working copy and publication, null where it has none`,
    })
    @ApiOkResponse({ schema: openApiSchema(calls.list.reply) })
    list(@IdParam() id: number) {
      return this.rpc.call(calls.list, { id });
    }
  }
  Object.defineProperty(TranslationsAdmin, 'name', { value: `${name}TranslationsAdmin` });

  const writes = (locale: TranslatedLocale) => {
    const language = LOCALE_LABEL[locale];

    @ApiTags(routes.apiTag)
    @Controller(`api${LOCALE_PREFIX[locale]}/${routes.resource}`)
    @Access('editor')
    class TranslationWrites {
      constructor(readonly rpc: RpcClient) {}

      @Put(':id')
      @AuditAction(`修改${language}${noun}`)
      @drops
      @ApiOperation({
        summary: `Save the ${locale} working copy of the ${what}: ${routes.fieldsSummary} (made as a draft on the first save; live only on publish, or here with ?publish=true); \`version\`: the version the editor started from (409 when it changed since)`,
      })
      @ApiOkResponse({ schema: openApiSchema(calls.save.reply) })
      save(
        @IdParam() id: number,
        @ValidBody(routes.fields) input: unknown,
        @BaseVersion() version: number | undefined,
        @ValidQuery(publishQuerySchema) query: PublishQuery,
        @Actor() actor: SessionUser,
      ) {
        return this.rpc.call(calls.save, { id, locale, actor, input, version, publish: query.publish });
      }

      @Delete(':id')
      @HttpCode(204)
      @AuditAction(`删除${language}${noun}`)
      @drops
      @ApiOperation({ summary: `Remove the ${locale} version of the ${what}, live or not, with its history` })
      async remove(@IdParam() id: number, @Actor() actor: SessionUser): Promise<void> {
        await this.rpc.call(calls.remove, { id, locale, actor });
      }
    }
    Object.defineProperty(TranslationWrites, 'name', { value: `${name}TranslationWrites_${locale}` });
    return TranslationWrites;
  };

  return [
    TranslationsAdmin,
    ...TRANSLATED_LOCALES.flatMap((locale) => [
      writes(locale),
      publishingController({
        path: `api${LOCALE_PREFIX[locale]}/${routes.resource}`,
        apiTag: routes.apiTag,
        noun: `${LOCALE_LABEL[locale]}${noun}`,
        what: `${locale} ${what}`,
        calls: calls.publishing[locale],
        publicTags: routes.publicTags,
        autosaveMaxChars: routes.autosaveMaxChars,
      }),
    ]),
  ];
}
