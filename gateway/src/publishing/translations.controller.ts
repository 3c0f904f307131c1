import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CatalogRpc,
  ContentRpc,
  type ServiceName,
  TRANSLATED_KINDS,
  type TranslationStatus,
  translationStatusSchema,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { Access } from '../auth/access.decorator';
import { openApiSchema } from '../common/params';

/** A service's part waits this long at most (as the dashboard's); a slow one shows as unavailable. */
const PART_TIMEOUT_MS = 2000;

/** Each service with translated records, and its count call. */
export const TRANSLATION_SOURCES = [
  { service: 'catalog', call: CatalogRpc.translationCounts },
  { service: 'content', call: ContentRpc.translationCounts },
] as const satisfies readonly { service: ServiceName; call: unknown }[];

/**
 * The dashboard's translation status: per kind, how many records lack each language's version. Any
 * staff member reads; never cached. A service that does not answer is named in `unavailable`.
 */
@ApiTags('languages')
@Controller('api/admin/translations')
@Access('staff')
export class TranslationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary:
      'Per translated kind (categories, picture alt texts…): the records, and how many lack each language: { items, unavailable }',
  })
  @ApiOkResponse({ schema: openApiSchema(translationStatusSchema) })
  async status(): Promise<TranslationStatus> {
    const parts = await Promise.all(
      TRANSLATION_SOURCES.map(({ call }) => this.rpc.call(call, {}, { timeoutMs: PART_TIMEOUT_MS }).catch(() => null)),
    );
    const items = parts.flatMap((part) => part?.items ?? []);
    items.sort((a, b) => TRANSLATED_KINDS.indexOf(a.kind) - TRANSLATED_KINDS.indexOf(b.kind));
    const unavailable = TRANSLATION_SOURCES.filter((_, i) => parts[i] === null).map((source) => source.service);
    return { items, unavailable };
  }
}
