import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { NewsModule } from './news/news.module';

// Entities and migrations of the news table arrive with the news issue.
@Module({
  imports: [ServiceKitModule.forRoot({ name: 'content', entities: [], migrations: [] }), NewsModule],
})
export class AppModule {}
