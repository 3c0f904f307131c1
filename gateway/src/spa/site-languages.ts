import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ContentEvents, ContentRpc, DEFAULT_LOCALE, LOCALES, type Locale } from '@site/contracts';
import { EventBus, on, RpcClient } from '@site/service-kit/dist/client';

/** The page whose publication in a language opens the site in it (docs/languages.md). */
export const GATE_PAGE = 'home';

/**
 * The languages the site offers, the default first: the pages (PageDataSource.languages: a 404 in any
 * other, the switch and hreflang) and the sitemap ask here, so they always agree (docs/languages.md).
 * The gate: a language is offered once the home page is published in it. The answer is kept until the
 * home page is published or taken down in any language (its events, on every replica); the pages and
 * the sitemap that read it carry the home page's cache tag, so they go with it.
 */
@Injectable()
export class SiteLanguages implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SiteLanguages');
  private answer: Promise<Locale[]> | null = null;
  private unfollow: (() => void) | null = null;

  constructor(
    private readonly rpc: RpcClient,
    private readonly events: EventBus,
  ) {}

  offered(): Promise<Locale[]> {
    this.answer ??= this.rpc.call(ContentRpc.pageLanguages, { key: GATE_PAGE }).then(
      ({ locales }) => LOCALES.filter((locale) => locale === DEFAULT_LOCALE || locales.includes(locale)),
      (error: unknown) => {
        // Never English on a guess: Chinese alone, asked again next time.
        this.answer = null;
        this.logger.warn(`the home page's languages are unknown: ${String(error)}`);
        return [DEFAULT_LOCALE];
      },
    );
    return this.answer;
  }

  /** Forgets the answer: the next page asks again. */
  forget(): void {
    this.answer = null;
  }

  onApplicationBootstrap(): void {
    const changed = ({ key }: { key: string }) => {
      if (key === GATE_PAGE) this.forget();
    };
    this.unfollow = this.events.follow(
      [on(ContentEvents.pagePublished, changed), on(ContentEvents.pageUnpublished, changed)],
      {
        onReconnect: () => this.forget(),
        onError: (error) => this.logger.warn(`page event not handled: ${String(error)}`),
      },
    );
  }

  onApplicationShutdown(): void {
    this.unfollow?.();
  }
}
