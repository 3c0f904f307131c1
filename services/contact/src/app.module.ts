import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';

// Domain folders (entities, migrations, message controllers) arrive with the contact issue.
@Module({
  imports: [ServiceKitModule.forRoot({ name: 'contact', entities: [], migrations: [] })],
})
export class AppModule {}
