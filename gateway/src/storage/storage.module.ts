import { Module } from '@nestjs/common';
import { CatalogFilesSubscriber } from './catalog-files.subscriber';
import { DemoImagesSeeder } from './demo-images.seeder';
import { StorageService } from './storage.service';
import { UploadPolicyService } from './upload-policy.service';
import { UploadController } from './upload.controller';

@Module({
  controllers: [UploadController],
  providers: [StorageService, UploadPolicyService, CatalogFilesSubscriber, DemoImagesSeeder],
  exports: [StorageService],
})
export class StorageModule {}
