import { Module } from '@nestjs/common';
import { DemoImagesSeeder } from './demo-images.seeder';
import { IncomingUploads } from './incoming-uploads';
import { MediaLibrary } from './media-library.service';
import { MediaController } from './media.controller';
import { StorageService } from './storage.service';
import { UploadPolicyService } from './upload-policy.service';
import { UploadSweepScheduler } from './upload-sweep.scheduler';
import { UploadController } from './upload.controller';

@Module({
  controllers: [UploadController, MediaController],
  providers: [
    StorageService,
    MediaLibrary,
    UploadPolicyService,
    IncomingUploads,
    DemoImagesSeeder,
    UploadSweepScheduler,
  ],
  exports: [StorageService],
})
export class StorageModule {}
