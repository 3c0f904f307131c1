import type { AppDownloadView } from './contact';
import type { CategoryType, CategoryView, ProductDetailView, ProductView } from './catalog';
import type { NewsListAnswer, NewsView } from './news';
import type { PageKey, PublicPageView } from './pages';
import type { Locale, TranslatedLocale } from './locales';

/** What the web app's server entry (web/src/entry-server.tsx) answers the gateway for one page. */
export interface RenderedPage {
  /** 200, 404 (unknown path or missing record), or 503 (maintenance mode, or a service that failed). */
  status: number;
  /** What goes inside `#root`. */
  html: string;
  /** `<title>`, the favicon `<link>` (an empty one when none is set) and the search and share tags, escaped. */
  head: string;
  /** The query state for the browser (JSON, safe inside a `<script>`). */
  state: string;
  /** A service failed: the page shows its loading state for that part, and the browser fetches it. */
  failed: boolean;
  maintenance: boolean;
  /** The page's language: `<html lang>`. */
  lang: Locale;
  /** False: a page to show as it is, without the app's scripts (an address in a language not offered). */
  interactive: boolean;
  /** Source modules of the lazy pages shown (`src/app/routes/about.tsx`): the gateway links their chunks and CSS. */
  modules: string[];
}

/** One page of the public product list, as `GET /api/products` answers it (the totals from its headers). */
export interface ProductListPage {
  items: ProductView[];
  page: number;
  total: number;
  totalPages: number;
}

/**
 * Where the server entry gets a page's data: the gateway implements it with its RPC client
 * (gateway/src/spa/page-data.source.ts), so a server-rendered page never asks the gateway over HTTP.
 * Each answer has the API's shape. A missing record throws an error with `status: 404`. Each read
 * also names the cache tags of what it returns, so a page carries the tags of the reads it made.
 */
/** A translated record with its own page: its languages name its page's alternates. */
export type RecordKind = 'product' | 'news';

export interface PageDataSource {
  /** The public settings in the page's language, as the API answers them (the web app normalises them). */
  settings(locale: Locale): Promise<unknown>;
  /**
   * The languages the site is offered in, the default first. A page in any other language is a 404,
   * and the language switch, its banner and the hreflang links name only these (docs/languages.md).
   */
  languages(): Promise<Locale[]>;
  /** In another language, the categories with a version in it, named in it. */
  categories(type: CategoryType, locale?: Locale): Promise<CategoryView[]>;
  /** In another language, the products published in it, in its words (the default's read names no language). */
  productPage(query: {
    page: number;
    limit: number;
    category: number | null;
    locale?: TranslatedLocale;
  }): Promise<ProductListPage>;
  /** In another language, its version: a 404 unless the product and that version are both published. */
  product(id: number, locale?: TranslatedLocale): Promise<ProductDetailView>;
  /** In another language, the articles published in it, in its words (the default's read names no language). */
  newsList(query: {
    page: number;
    limit: number;
    category: number | null;
    search: string;
    locale?: TranslatedLocale;
  }): Promise<NewsListAnswer>;
  /** In another language, its version: a 404 unless the article and that version are both published. */
  news(id: number, locale?: TranslatedLocale): Promise<NewsView>;
  /**
   * The offered languages a product or article is live in, the default first: its page's hreflang
   * alternates, in every language alike (docs/languages.md). Asked only of a record whose page rendered.
   */
  recordLanguages(kind: RecordKind, id: number): Promise<Locale[]>;
  appDownloads(): Promise<AppDownloadView[]>;
  /**
   * A site page as `GET /api/pages/{key}` answers it (a preview answers its draft instead); in another
   * language, its version there: a 404 unless that version is published.
   */
  page(key: PageKey, locale?: TranslatedLocale): Promise<PublicPageView>;
}

/**
 * What the web app's server bundle (web/dist/server/entry-server.cjs) exports. The gateway loads it
 * with `require` at run time, so this type is the only link between the two: both are checked against it.
 */
export interface ServerEntry {
  /** `origin` stands for the request's in absolute addresses while the `siteUrl` setting is empty. */
  render(href: string, source: PageDataSource, origin?: string): Promise<RenderedPage>;
  isServerRenderedPath(pathname: string): boolean;
  /**
   * `url` (a path with its query) with only the query parameters its page reads, in a fixed order and
   * spelled one way: the address a page is rendered and cached under (utm_… and the like change nothing).
   */
  pageAddress(url: string): string;
}
