import { PreviewLinkStore, RevisionStore } from '@site/service-kit';

/** News's revisions and preview links (docs/publishing.md), in the content database's shared tables. */
export const NEWS_REVISIONS = new RevisionStore('news');
export const NEWS_PREVIEW_LINKS = new PreviewLinkStore('news', '/preview/news');
