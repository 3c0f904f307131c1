import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface SeedArticle {
  title: string;
  author: string;
  categoryId: number;
  content: string;
  summary: string;
  coverImage: string;
  daysAgo: number;
  views: number;
  /** The English version, published with the article. */
  en: { title: string; summary: string; content: string; coverAlt: string } | null;
}

/** Writes the demo news in one transaction, only into an empty table. */
@Injectable()
export class NewsSeedRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async isEmpty(): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>('SELECT 1 FROM news LIMIT 1');
    return rows.length === 0;
  }

  /** Answers false (and writes nothing) when any news exists. */
  seedIfEmpty(articles: SeedArticle[]): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // Replicas starting together: one seeds, the others then find news and stop.
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('content.seed'))");
      if ((await manager.query<unknown[]>('SELECT 1 FROM news LIMIT 1')).length) return false;
      for (const a of articles) {
        const [row] = await manager.query<{ id: number }[]>(
          `INSERT INTO news (title, author, user_id, category_id, content, summary, cover_image, views,
                             published_at, created_at, updated_at, state, last_published_at)
           VALUES ($1, $2, NULL, $3, $4, $5, $6, $7, now() - make_interval(days => $8), now() - make_interval(days => $8),
                   now() - make_interval(days => $8), 'published', now() - make_interval(days => $8))
           RETURNING id`,
          [a.title, a.author, a.categoryId, a.content, a.summary, a.coverImage, a.views, a.daysAgo],
        );
        if (!a.en) continue;
        // Published as the Chinese row is: no revision, dated as the article.
        await manager.query(
          `INSERT INTO news_translations (news_id, locale, title, content, summary, cover_alt, state, last_published_at,
                                         saved_at, created_at, updated_at)
           SELECT id, 'en', $2, $3, $4, $5, 'published', last_published_at, saved_at, created_at, updated_at
           FROM news WHERE id = $1`,
          [row.id, a.en.title, a.en.content, a.en.summary, a.en.coverAlt],
        );
      }
      return true;
    });
  }
}
