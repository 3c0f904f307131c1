import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';

// Domain folders (entities, migrations, message controllers) arrive with the content issue.
@Module({
  imports: [ServiceKitModule.forRoot({ name: 'content', entities: [], migrations: [] })],
})
export class AppModule {}
