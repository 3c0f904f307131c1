// The content database: its tables are declared by these entities, and the migrations (generated from
// them with `npm run migration:generate -- content <Name>`) build exactly that schema; the schema-drift
// test fails when the two differ.
import { join } from 'node:path';
import { IdempotencyKeyEntity, migrationsIn, PreviewLinkEntity, RevisionEntity } from '@site/service-kit';
import { MediaEntity } from './media/media.entity';
import { MediaFolderEntity } from './media/media-folder.entity';
import { MediaUsageEntity, MediaUsageRebuildEntity, MediaUsageSourceEntity } from './media/media-usage.entity';
import { NewsEntity } from './news/news.entity';
import { NewsTranslationEntity } from './news/news-translation.entity';
import { PageEntity } from './pages/page.entity';
import { PagePreviewEntity } from './pages/page-preview.entity';
import { PageTranslationEntity } from './pages/page-translation.entity';

export const entities = [
  NewsEntity,
  NewsTranslationEntity,
  MediaEntity,
  MediaFolderEntity,
  MediaUsageEntity,
  MediaUsageSourceEntity,
  MediaUsageRebuildEntity,
  PageEntity,
  PagePreviewEntity,
  PageTranslationEntity,
  IdempotencyKeyEntity,
  RevisionEntity,
  PreviewLinkEntity,
];

/** Every file in ./migrations, in timestamp order: a generated migration is picked up once reviewed. */
export const migrations = migrationsIn(join(__dirname, 'migrations'));
