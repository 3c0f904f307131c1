import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type AnalyticsPeriodQuery,
  analyticsPeriodQuerySchema,
  type DashboardAnswer,
  type DeviceShare,
  Patterns,
  type TopPage,
  type TopPagesQuery,
  topPagesQuerySchema,
  type TrafficSourceShare,
  type VisitorStats,
  type VisitorTrend,
} from '@site/contracts';
import { RpcClient } from '@site/service-kit';
import { Access } from '../auth/access.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { DashboardService } from './dashboard.service';

const period = new ZodValidationPipe(analyticsPeriodQuerySchema);
const DAYS_QUERY = {
  name: 'days',
  required: false,
  description: '1, 7 (default), 30 or 365: today and the days before',
};

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
  @ApiQuery(DAYS_QUERY)
  @ApiOkResponse({ description: 'VisitorStats' })
  visitorStats(@Query(period) query: AnalyticsPeriodQuery): Promise<VisitorStats> {
    return this.rpc.request(Patterns.analytics.visitorStatsGet, query);
  }

  @Get('visitor-trends')
  @ApiOperation({ summary: 'One row per day of the period: { visit_date, visits, unique_visitors }' })
  @ApiQuery(DAYS_QUERY)
  @ApiOkResponse({ description: 'VisitorTrend[]' })
  visitorTrends(@Query(period) query: AnalyticsPeriodQuery): Promise<VisitorTrend[]> {
    return this.rpc.request(Patterns.analytics.visitorTrendsList, query);
  }

  @Get('traffic-sources')
  @ApiOperation({ summary: 'Visits by source (direct, search, social, referral) with percentages' })
  @ApiQuery(DAYS_QUERY)
  @ApiOkResponse({ description: 'TrafficSourceShare[]' })
  trafficSources(@Query(period) query: AnalyticsPeriodQuery): Promise<TrafficSourceShare[]> {
    return this.rpc.request(Patterns.analytics.trafficSourcesList, query);
  }

  @Get('device-stats')
  @ApiOperation({ summary: 'Visits by device type (desktop, mobile, tablet, other) with percentages' })
  @ApiQuery(DAYS_QUERY)
  @ApiOkResponse({ description: 'DeviceShare[]' })
  deviceStats(@Query(period) query: AnalyticsPeriodQuery): Promise<DeviceShare[]> {
    return this.rpc.request(Patterns.analytics.devicesList, query);
  }

  @Get('top-pages')
  @ApiOperation({ summary: 'Most viewed pages of the period: { page_url, views }' })
  @ApiQuery({ name: 'limit', required: false, description: '1 to 100 (default 10)' })
  @ApiQuery(DAYS_QUERY)
  @ApiOkResponse({ description: 'TopPage[]' })
  topPages(@Query(new ZodValidationPipe(topPagesQuerySchema)) query: TopPagesQuery): Promise<TopPage[]> {
    return this.rpc.request(Patterns.analytics.topPagesList, query);
  }

  @Get('dashboard')
  @ApiOperation({
    summary: 'Counts, recent products and news, visitors and system status; a part whose service is down is null',
  })
  @ApiOkResponse({ description: 'DashboardAnswer' })
  getDashboard(): Promise<DashboardAnswer> {
    return this.dashboard.compose();
  }
}
