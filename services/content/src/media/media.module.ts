import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaController } from './media.controller';
import { MediaEntity } from './media.entity';
import { MediaFolderEntity } from './media-folder.entity';
import { MediaFoldersRepository } from './media-folders.repository';
import { MediaUsageEntity, MediaUsageRebuildEntity, MediaUsageSourceEntity } from './media-usage.entity';
import { MediaUsageRepository } from './media-usage.repository';
import { MediaUsageService } from './media-usage.service';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';

/** The media library's records (issue 33, ADR 0010). */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      MediaEntity,
      MediaFolderEntity,
      MediaUsageEntity,
      MediaUsageSourceEntity,
      MediaUsageRebuildEntity,
    ]),
  ],
  controllers: [MediaController],
  providers: [MediaRepository, MediaFoldersRepository, MediaUsageRepository, MediaService, MediaUsageService],
  exports: [MediaService],
})
export class MediaModule {}
