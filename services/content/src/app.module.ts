import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { entities, migrations } from './schema';
import { MediaModule } from './media/media.module';
import { NewsModule } from './news/news.module';

@Module({
  imports: [ServiceKitModule.forRoot({ name: 'content', entities, migrations }), NewsModule, MediaModule],
})
export class AppModule {}
