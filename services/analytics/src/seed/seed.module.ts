import { Module } from '@nestjs/common';
import { IngestModule } from '../ingest/ingest.module';
import { VisitsSeed } from './visits.seed';

@Module({ imports: [IngestModule], providers: [VisitsSeed] })
export class SeedModule {}
