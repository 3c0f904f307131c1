import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  NewsPublishingRpc,
  NewsTranslationPublishingRpc,
  PagePublishingRpc,
  PageTranslationPublishingRpc,
  ProductPublishingRpc,
  ProductTranslationPublishingRpc,
  type SchedulesAnswer,
  schedulesAnswerSchema,
  scheduledTime,
  type ServiceName,
  TRANSLATED_LOCALES,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { Access } from '../auth/access.decorator';
import { openApiSchema } from '../common/params';
import type { PublishingCalls } from './publishing.controller';

/** A service's part waits this long at most (as the dashboard's); a slow one shows as unavailable. */
const PART_TIMEOUT_MS = 2000;

/**
 * Each record type with publishing, and each translated language's publishing of it (its items name
 * their `locale`), with the service that owns it.
 */
export const SCHEDULE_SOURCES: readonly { service: ServiceName; calls: PublishingCalls }[] = [
  { service: 'content', calls: NewsPublishingRpc },
  { service: 'catalog', calls: ProductPublishingRpc },
  { service: 'content', calls: PagePublishingRpc },
  ...TRANSLATED_LOCALES.flatMap((locale): { service: ServiceName; calls: PublishingCalls }[] => [
    { service: 'content', calls: NewsTranslationPublishingRpc[locale] },
    { service: 'catalog', calls: ProductTranslationPublishingRpc[locale] },
    { service: 'content', calls: PageTranslationPublishingRpc[locale] },
  ]),
];

/**
 * The admin's 定时发布: every record type's schedules in one list, soonest first. Any staff member
 * reads; never cached. Like the dashboard, a service that does not answer leaves its part out and
 * is named in `unavailable`, rather than failing the whole list.
 */
@ApiTags('publishing')
@Controller('api/admin/schedules')
@Access('staff')
export class SchedulesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary:
      'Every article, product and page, and each of their translations (`locale`), with a publish or take-down time set, soonest first: { items, unavailable } (unavailable: services that did not answer, their items missing)',
  })
  @ApiOkResponse({ schema: openApiSchema(schedulesAnswerSchema) })
  async list(): Promise<SchedulesAnswer> {
    const parts = await Promise.all(
      SCHEDULE_SOURCES.map(({ calls }) =>
        this.rpc.call(calls.scheduled, {}, { timeoutMs: PART_TIMEOUT_MS }).catch(() => null),
      ),
    );
    const items = parts.flatMap((part) => part?.items ?? []);
    items.sort(
      (a, b) =>
        scheduledTime(a) - scheduledTime(b) ||
        a.type.localeCompare(b.type) ||
        a.id - b.id ||
        (a.locale ?? '').localeCompare(b.locale ?? ''),
    );
    const unavailable = new Set(SCHEDULE_SOURCES.filter((_, i) => parts[i] === null).map((s) => s.service));
    return { items, unavailable: [...unavailable] };
  }
}
