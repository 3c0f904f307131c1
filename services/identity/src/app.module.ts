import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { entities, migrations } from './schema';
import { IdentityModule } from './identity.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'identity',
      entities,
      migrations,
    }),
    IdentityModule,
  ],
})
export class AppModule {}
