import { Controller } from '@nestjs/common';
import { ContentRpc } from '@site/contracts';
import { Handles } from '@site/service-kit';
import { MediaService } from './media/media.service';
import { NewsTranslationsService } from './news/news-translations.service';
import { PageTranslationsService } from './pages/page-translations.service';

/** The dashboard's count of content's records without a version in each translated language. */
@Controller()
export class TranslationCountsController {
  constructor(
    private readonly media: MediaService,
    private readonly news: NewsTranslationsService,
    private readonly pages: PageTranslationsService,
  ) {}

  @Handles(ContentRpc.translationCounts)
  async translationCounts() {
    return {
      items: await Promise.all([
        this.news.translationCount(),
        this.media.translationCount(),
        this.pages.translationCount(),
      ]),
    };
  }
}
