import { Module } from '@nestjs/common';
import { PagePublishingController } from './page-publishing.controller';
import { PageTranslationControllers, PageTranslationsAdminController } from './page-translations.controller';
import { PagesController } from './pages.controller';

/** The site pages (issue 34), published like news. */
@Module({
  controllers: [
    PagesController,
    PagePublishingController,
    PageTranslationsAdminController,
    ...PageTranslationControllers,
  ],
})
export class PagesModule {}
