import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { CreateNews1764600000000 } from './migrations/1764600000000-create-news';
import { NewsEntity } from './news/news.entity';
import { NewsModule } from './news/news.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({ name: 'content', entities: [NewsEntity], migrations: [CreateNews1764600000000] }),
    NewsModule,
  ],
})
export class AppModule {}
