import { Module } from '@nestjs/common';
import { RetentionJob } from './retention.job';
import { SaltsRepository } from './salts.repository';
import { VisitIngestService } from './visit-ingest.service';
import { VisitStreamConsumer } from './visit-stream.consumer';
import { VisitsRepository } from './visits.repository';

@Module({
  providers: [VisitsRepository, SaltsRepository, VisitIngestService, VisitStreamConsumer, RetentionJob],
  exports: [VisitIngestService, VisitsRepository],
})
export class IngestModule {}
