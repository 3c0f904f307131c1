import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface SeedPageTranslation {
  key: string;
  locale: string;
  /** The page's default sections: its row when it has none yet (as a first read makes it). */
  sections: unknown[];
  title: string;
  texts: Record<string, unknown>;
}

/** Writes the demo pages' translations in one transaction, only while no page has any. */
@Injectable()
export class PagesSeedRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Answers false (and writes nothing) when any page translation exists. */
  seedIfEmpty(pages: SeedPageTranslation[]): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // Replicas starting together: one seeds, the others then find translations and stop.
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('content.seed.pages'))");
      if ((await manager.query<unknown[]>('SELECT 1 FROM page_translations LIMIT 1')).length) return false;
      for (const page of pages) {
        await manager.query(
          `INSERT INTO pages (key, sections, state, last_published_at) VALUES ($1, $2::jsonb, 'published', now())
           ON CONFLICT (key) DO NOTHING`,
          [page.key, JSON.stringify(page.sections)],
        );
        // Published as the demo's other translations are: no revision.
        await manager.query(
          `INSERT INTO page_translations (page_id, locale, title, texts, state, last_published_at)
           SELECT id, $2, $3, $4::jsonb, 'published', now() FROM pages WHERE key = $1`,
          [page.key, page.locale, page.title, JSON.stringify(page.texts)],
        );
      }
      return true;
    });
  }
}
