import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { categorySlug, type CategoryType, latinSlug } from '@site/contracts';
import type * as Demo from '@site/demo';
import { htmlToText, SERVICE_CONFIG, sanitizeRichHtml, type ServiceConfig } from '@site/service-kit';
import { firstFreeSlug } from '../categories/category-tree';
import { CatalogSeedRepository, type SeedCategory, type SeedProduct } from './catalog-seed.repository';

const VIEW_LABELS = { front: '正面', angle: '侧面', detail: '细节' } as const;
const VIEW_LABELS_EN = { front: 'front view', angle: 'side view', detail: 'close-up' } as const;

/** Demo catalogue for `npm start`, only into an empty catalogue: never over what staff saved. */
@Injectable()
export class CatalogSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogSeed.name);

  constructor(
    private readonly repository: CatalogSeedRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO) return;
    // Demo content is loaded only here, never on a production path.
    const demo = await import('@site/demo');
    const categories = demoCategories(demo);
    const products = demoProducts(demo);
    if (await this.repository.seedIfEmpty(categories, products)) {
      this.logger.log(`demo catalogue seeded: ${categories.length} categories, ${products.length} products`);
    }
  }
}

/** Parents before children; keys are type + path, slugs made from the name (unique per type and language). */
export function demoCategories(demo: typeof Demo): SeedCategory[] {
  const result: SeedCategory[] = [];
  const slugs: Record<CategoryType, Set<string>> = { news: new Set(), product: new Set() };
  const enSlugs: Record<CategoryType, Set<string>> = { news: new Set(), product: new Set() };
  const walk = (type: CategoryType, nodes: Demo.DemoCategory[], parentKey: string | null, path: string[]) => {
    for (const node of nodes) {
      const key = `${type}:${[...path, node.name].join('/')}`;
      const slug = firstFreeSlug(categorySlug(node.name), slugs[type]);
      slugs[type].add(slug.toLowerCase());
      const en = { name: node.en, slug: firstFreeSlug(latinSlug(node.en), enSlugs[type]) };
      enSlugs[type].add(en.slug);
      result.push({ key, parentKey, name: node.name, slug, type, en });
      walk(type, node.children ?? [], key, [...path, node.name]);
    }
  };
  walk('product', demo.DEMO_CATEGORY_TREES.product, null, []);
  walk('news', demo.DEMO_CATEGORY_TREES.news, null, []);
  return result;
}

/** Three pictures each, the first view rotating so products of one kind do not all look alike. */
export function demoProducts(demo: typeof Demo): SeedProduct[] {
  const { DEMO_VIEWS } = demo;
  return demo.DEMO_PRODUCTS.map((p, index) => {
    const views = DEMO_VIEWS.map((_, i) => DEMO_VIEWS[(i + index) % DEMO_VIEWS.length]);
    const description = sanitizeRichHtml(demo.demoDescription(p));
    const en = p.en;
    const enDescription = en ? sanitizeRichHtml(demo.demoDescription(en, 'en')) : '';
    return {
      categoryKey: `product:${p.category.join('/')}`,
      name: p.name,
      status: p.status,
      price: p.price,
      stock: p.stock,
      description,
      descriptionText: htmlToText(description),
      createdDaysAgo: 120 - index * 3,
      updatedDaysAgo: Math.min(120 - index * 3, (index * 7) % 40),
      images: views.map((view) => ({
        url: demo.demoImageUrl(`${p.motif}-${view}`),
        altText: `${p.name} ${VIEW_LABELS[view]}`,
      })),
      en: en
        ? {
            name: en.name,
            description: enDescription,
            descriptionText: htmlToText(enDescription),
            imageAlts: views.map((view) => `${en.name}, ${VIEW_LABELS_EN[view]}`),
          }
        : null,
    };
  });
}
