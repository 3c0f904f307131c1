import { Module } from '@nestjs/common';
import { StorageService } from './storage.service';
import { UploadPolicyService } from './upload-policy.service';
import { UploadController } from './upload.controller';

@Module({
  controllers: [UploadController],
  providers: [StorageService, UploadPolicyService],
  exports: [StorageService],
})
export class StorageModule {}
