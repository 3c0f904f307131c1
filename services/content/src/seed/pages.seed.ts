import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type PageKey, parsePageSections, withTexts } from '@site/contracts';
import type * as Demo from '@site/demo';
import { SERVICE_CONFIG, type ServiceConfig } from '@site/service-kit';
import { defaultSections } from '../pages/page-sections';
import { cleanPageTranslation } from '../pages/page-translation-draft';
import { PagesSeedRepository, type SeedPageTranslation } from './pages-seed.repository';

/**
 * The demo pages' English versions over the default pages, checked as a save and a publish check
 * them (each text within its field's rules, every required text of every visible section).
 */
export function demoPageTranslations(demo: typeof Demo): SeedPageTranslation[] {
  return Object.entries(demo.DEMO_PAGES_EN).map(([key, words]) => {
    const sections = defaultSections(key as PageKey);
    const { title, sections: texts } = cleanPageTranslation(words, sections, 'en');
    const live = sections.filter((s) => !s.hidden).map((s) => withTexts(s, texts[s.key], 'empty'));
    const checked = parsePageSections({ sections: live });
    if (!checked.ok || !title)
      throw new Error(`the demo ${key} page in English is incomplete: ${checked.ok ? 'no title' : checked.message}`);
    return { key, locale: 'en', sections, title, texts };
  });
}

/**
 * The demo's home, about and technology pages in English, published: this opens the site in English
 * (the gate is the home page's English version, docs/languages.md). Before the service answers, so
 * the gateway never keeps a "Chinese only" asked meanwhile; only while no page has a translation.
 */
@Injectable()
export class PagesSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger(PagesSeed.name);

  constructor(
    private readonly repository: PagesSeedRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO) return;
    try {
      const pages = demoPageTranslations(await import('@site/demo'));
      if (await this.repository.seedIfEmpty(pages))
        this.logger.log(`demo pages seeded in English: ${pages.map((p) => p.key).join(', ')}`);
    } catch (error) {
      this.logger.warn(`demo pages not seeded in English: ${String(error)}`);
    }
  }
}
