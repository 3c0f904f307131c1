import { Injectable } from '@nestjs/common';
import { DEFAULT_LOCALE, type Locale } from '@site/contracts';

/**
 * The languages the site offers, the default first: the pages (PageDataSource.languages: a 404 in any
 * other, the switch and hreflang) and the sitemap ask here, so they always agree (docs/languages.md).
 */
@Injectable()
export class SiteLanguages {
  offered(): Promise<Locale[]> {
    // The English gate goes here (issue 36): English once its content can be published, never Chinese
    // text under /en. Its reads' cache tags must then join those of the pages and the sitemap.
    return Promise.resolve([DEFAULT_LOCALE]);
  }
}
