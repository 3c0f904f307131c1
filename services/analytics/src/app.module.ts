import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { CreateVisitLog1763740000000 } from './migrations/1763740000000-create-visit-log';
import { VisitLogEntity } from './visits/visit-log.entity';
import { VisitsModule } from './visits/visits.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'analytics',
      entities: [VisitLogEntity],
      migrations: [CreateVisitLog1763740000000],
    }),
    VisitsModule,
  ],
})
export class AppModule {}
