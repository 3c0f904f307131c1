import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AnalyticsRpc,
  type AnalyticsPeriodQuery,
  analyticsPeriodQuerySchema,
  type DashboardAnswer,
  type DeviceShare,
  type TopPage,
  type TopPagesQuery,
  topPagesQuerySchema,
  type TrafficSourceShare,
  type VisitorStats,
  type VisitorTrend,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit/dist/client';
import { Access } from '../auth/access.decorator';
import { ValidQuery } from '../common/params';
import { DashboardService } from './dashboard.service';

/** Visitor analytics (read from the analytics service's rollups) and the dashboard: any signed-in staff. */
@ApiTags('analytics')
@Controller('api')
@Access('staff')
export class AnalyticsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly dashboard: DashboardService,
  ) {}

  @Get('visitor-stats')
  @ApiOperation({ summary: 'Visits, unique visitors, daily average and crawler visits of the period' })
  visitorStats(@ValidQuery(analyticsPeriodQuerySchema) query: AnalyticsPeriodQuery): Promise<VisitorStats> {
    return this.rpc.call(AnalyticsRpc.visitorStatsGet, query);
  }

  @Get('visitor-trends')
  @ApiOperation({ summary: 'One row per day of the period: { visit_date, visits, unique_visitors }' })
  visitorTrends(@ValidQuery(analyticsPeriodQuerySchema) query: AnalyticsPeriodQuery): Promise<VisitorTrend[]> {
    return this.rpc.call(AnalyticsRpc.visitorTrendList, query);
  }

  @Get('traffic-sources')
  @ApiOperation({ summary: 'Visits by source (direct, search, social, referral) with percentages' })
  trafficSources(@ValidQuery(analyticsPeriodQuerySchema) query: AnalyticsPeriodQuery): Promise<TrafficSourceShare[]> {
    return this.rpc.call(AnalyticsRpc.trafficSourceList, query);
  }

  @Get('device-stats')
  @ApiOperation({ summary: 'Visits by device type (desktop, mobile, tablet, other) with percentages' })
  deviceStats(@ValidQuery(analyticsPeriodQuerySchema) query: AnalyticsPeriodQuery): Promise<DeviceShare[]> {
    return this.rpc.call(AnalyticsRpc.deviceList, query);
  }

  @Get('top-pages')
  @ApiOperation({ summary: 'Most viewed pages of the period: { page_url, views }' })
  topPages(@ValidQuery(topPagesQuerySchema) query: TopPagesQuery): Promise<TopPage[]> {
    return this.rpc.call(AnalyticsRpc.topPageList, query);
  }

  @Get('dashboard')
  @ApiOperation({
    summary: 'Counts, recent products and news, visitors and system status; a part whose service is down is null',
  })
  getDashboard(): Promise<DashboardAnswer> {
    return this.dashboard.compose();
  }
}
