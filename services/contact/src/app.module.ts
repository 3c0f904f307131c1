import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { entities, migrations } from './schema';
import { ContactModule } from './contact.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'contact',
      entities,
      migrations,
    }),
    ContactModule,
  ],
})
export class AppModule {}
