import { Module } from '@nestjs/common';
import { HealthModule } from '../health/health.module';
import { AnalyticsController } from './analytics.controller';
import { DashboardService } from './dashboard.service';

/** Analytics reads and the dashboard, which the gateway composes from every service. */
@Module({
  imports: [HealthModule],
  controllers: [AnalyticsController],
  providers: [DashboardService],
})
export class AnalyticsModule {}
