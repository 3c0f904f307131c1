import { Injectable } from '@nestjs/common';
import {
  AnalyticsRpc,
  CatalogRpc,
  ContentRpc,
  type DashboardAnswer,
  type DashboardServiceStatus,
  IdentityRpc,
  NewsPublishingRpc,
  PagePublishingRpc,
  ProductPublishingRpc,
  type RpcContract,
  type RpcReply,
  type RpcRequest,
  SERVICE_NAMES,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { HealthService } from '../health/health.service';

/** A part of the dashboard waits this long at most; a slow service shows as unavailable instead. */
const PART_TIMEOUT_MS = 2000;
const RECENT = 5;
const started = Date.now();
const version = process.env.npm_package_version ?? '0.1.0';

/** Composes the dashboard from four services at once; each part fails on its own. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly health: HealthService,
  ) {}

  async compose(): Promise<DashboardAnswer> {
    const ask = <C extends RpcContract>(contract: C, payload: RpcRequest<C>): Promise<RpcReply<C> | null> =>
      this.rpc.call(contract, payload, { timeoutMs: PART_TIMEOUT_MS }).catch(() => null);
    const [products, news, users, visits, stack, late, lateProducts, latePages] = await Promise.all([
      ask(CatalogRpc.productList, { limit: RECENT, withTotal: true }),
      ask(ContentRpc.newsList, { page: 1, limit: RECENT }),
      ask(IdentityRpc.userCount, {}),
      ask(AnalyticsRpc.totalsGet, {}),
      this.health.check(),
      ask(NewsPublishingRpc.late, {}),
      ask(ProductPublishingRpc.late, {}),
      ask(PagePublishingRpc.late, {}),
    ]);

    const unavailable = [
      ...(products ? [] : ['catalog']),
      ...(news ? [] : ['content']),
      ...(users ? [] : ['identity']),
      ...(visits ? [] : ['analytics']),
    ];
    const services: DashboardServiceStatus[] = SERVICE_NAMES.map((name) => {
      const s = stack.services[name];
      return {
        name,
        status: s.up ? 'up' : 'down',
        latencyMs: s.latencyMs,
        database: s.database ? (s.database.up ? 'up' : 'down') : null,
        uptimeSeconds: s.uptimeSeconds ?? null,
        version: s.version ?? null,
      };
    });

    return {
      stats: {
        products: products?.total ?? null,
        news: news?.total ?? null,
        users: users?.count ?? null,
        visitors: visits?.visitorsToday ?? null,
        totalPageViews: visits?.totalPageViews ?? null,
      },
      recentProducts:
        products?.items.map((p) => ({
          id: p.id,
          name: p.name,
          category_name: p.category_name,
          status: p.status,
          price: p.price,
          created_at: p.created_at,
        })) ?? null,
      recentNews:
        news?.items.map((n) => ({
          id: n.id,
          title: n.title,
          category_name: n.category_name,
          author: n.author,
          date: n.date,
          views: n.views,
        })) ?? null,
      systemStatus: {
        status: stack.status,
        services,
        nats: { status: stack.nats.up ? 'up' : 'down', latencyMs: stack.nats.latencyMs },
        gateway: { uptimeSeconds: Math.round((Date.now() - started) / 1000), version },
        lateSchedules:
          late || lateProducts || latePages
            ? [...(late?.items ?? []), ...(lateProducts?.items ?? []), ...(latePages?.items ?? [])]
            : null,
        checkedAt: new Date().toISOString(),
      },
      unavailable,
    };
  }
}
