import { PAGE_KEYS, PagePublishingRpc } from '@site/contracts';
import { Tag } from '../cache/cache-tags';
import { publishingController } from '../publishing/publishing.controller';

/** A page's sections at their most: the service refuses a page above 512 KB of JSON. */
const AUTOSAVE_MAX_CHARS = 600_000;

/**
 * `/api/pages/{id}/publish`, `…/schedule`, `…/revisions`, `…/preview-links` and the rest
 * (publishing.controller.ts); a page is never taken down (unpublish answers 400). The routes name a
 * page by id, so a publish drops the three pages' tags.
 */
export const PagePublishingController = publishingController({
  path: 'api/pages',
  apiTag: 'pages',
  noun: '页面',
  what: 'page',
  calls: PagePublishingRpc,
  publicTags: () => PAGE_KEYS.map(Tag.page),
  autosaveMaxChars: AUTOSAVE_MAX_CHARS,
});
