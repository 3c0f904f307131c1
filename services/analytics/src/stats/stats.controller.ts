import { Controller } from '@nestjs/common';
import { AnalyticsRpc, type RpcPayload } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { StatsService } from './stats.service';

type Rpc = typeof AnalyticsRpc;

@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Handles(AnalyticsRpc.visitorStatsGet)
  visitorStats({ days }: RpcPayload<Rpc['visitorStatsGet']>) {
    return this.stats.visitorStats(days);
  }

  @Handles(AnalyticsRpc.visitorTrendList)
  trends({ days }: RpcPayload<Rpc['visitorTrendList']>) {
    return this.stats.trends(days);
  }

  @Handles(AnalyticsRpc.trafficSourceList)
  trafficSources({ days }: RpcPayload<Rpc['trafficSourceList']>) {
    return this.stats.trafficSources(days);
  }

  @Handles(AnalyticsRpc.deviceList)
  devices({ days }: RpcPayload<Rpc['deviceList']>) {
    return this.stats.devices(days);
  }

  @Handles(AnalyticsRpc.topPageList)
  topPages({ days, limit }: RpcPayload<Rpc['topPageList']>) {
    return this.stats.topPages(days, limit);
  }

  @Handles(AnalyticsRpc.totalsGet)
  totals() {
    return this.stats.totals();
  }
}
