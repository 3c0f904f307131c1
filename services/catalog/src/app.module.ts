import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { entities, migrations } from './schema';
import { CatalogModule } from './catalog.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'catalog',
      entities,
      migrations,
    }),
    CatalogModule,
  ],
})
export class AppModule {}
