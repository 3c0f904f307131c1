import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';

// Domain folders (entities, migrations, message controllers) arrive with the catalog issue.
@Module({
  imports: [ServiceKitModule.forRoot({ name: 'catalog', entities: [], migrations: [] })],
})
export class AppModule {}
