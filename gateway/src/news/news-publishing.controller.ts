import { MAX_NEWS_CONTENT_CHARS, NewsPublishingRpc } from '@site/contracts';
import { Tag } from '../cache/cache-tags';
import { publishingController } from '../publishing/publishing.controller';

/**
 * As much as a save's body may carry: the content at its longest, doubled for JSON's escapes of its
 * quotes and line breaks, and the other fields (title, summary, SEO, cover, date) with room to spare.
 */
const AUTOSAVE_MAX_CHARS = 2 * MAX_NEWS_CONTENT_CHARS + 20_000;

/** `/api/news/{id}/publish`, `…/schedule`, `…/revisions`, `…/preview-links` and the rest (publishing.controller.ts). */
export const NewsPublishingController = publishingController({
  path: 'api/news',
  apiTag: 'news',
  noun: '新闻',
  what: 'article',
  calls: NewsPublishingRpc,
  publicTags: (id) => [Tag.article(id), Tag.news],
  autosaveMaxChars: AUTOSAVE_MAX_CHARS,
});
