import { z } from 'zod';
import {
  analyticsPeriodQuerySchema,
  analyticsTotalsSchema,
  deviceShareSchema,
  topPageSchema,
  topPagesQuerySchema,
  trafficSourceShareSchema,
  visitorStatsSchema,
  visitorTrendSchema,
} from './analytics';
import { defineRpc, emptyRequest } from './rpc';

/** Calls answered by the analytics service (from its rollups). */
export const AnalyticsRpc = {
  visitorStatsGet: defineRpc({
    subject: 'analytics.visitor-stats.get',
    request: analyticsPeriodQuerySchema,
    reply: visitorStatsSchema,
  }),
  visitorTrendList: defineRpc({
    subject: 'analytics.visitor-trend.list',
    request: analyticsPeriodQuerySchema,
    reply: z.array(visitorTrendSchema),
  }),
  trafficSourceList: defineRpc({
    subject: 'analytics.traffic-source.list',
    request: analyticsPeriodQuerySchema,
    reply: z.array(trafficSourceShareSchema),
  }),
  deviceList: defineRpc({
    subject: 'analytics.device.list',
    request: analyticsPeriodQuerySchema,
    reply: z.array(deviceShareSchema),
  }),
  topPageList: defineRpc({
    subject: 'analytics.top-page.list',
    request: topPagesQuerySchema,
    reply: z.array(topPageSchema),
  }),
  /** The dashboard's figures. */
  totalsGet: defineRpc({ subject: 'analytics.totals.get', request: emptyRequest, reply: analyticsTotalsSchema }),
} as const;
