import {
  ContentRpc,
  MAX_NEWS_CONTENT_CHARS,
  NewsTranslationPublishingRpc,
  newsTranslationFieldsSchema,
} from '@site/contracts';
import { Tag } from '../cache/cache-tags';
import { translationControllers } from '../publishing/translation-controllers';

/** Articles in other languages: `/api/admin/news/{id}/translations`, `/api/en/news/{id}` and its publishing routes. */
export const NewsTranslationControllers = translationControllers({
  resource: 'news',
  apiTag: 'news',
  noun: '新闻',
  what: 'article',
  fields: newsTranslationFieldsSchema,
  fieldsSummary: 'title, content (HTML, sanitised), summary, cover alt text, SEO title and description',
  calls: {
    list: ContentRpc.newsTranslations,
    save: ContentRpc.newsTranslationSave,
    remove: ContentRpc.newsTranslationDelete,
    publishing: NewsTranslationPublishingRpc,
  },
  // What the public site shows of the article in any language (its pages and the lists).
  publicTags: (id) => [Tag.article(id), Tag.news],
  // As much as a save's body may carry (news-publishing.controller.ts says why).
  autosaveMaxChars: 2 * MAX_NEWS_CONTENT_CHARS + 20_000,
});
