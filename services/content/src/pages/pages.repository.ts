import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { lateSql, PublishingColumns, type ScheduledRow, scheduledSql } from '@site/service-kit';
import type { EntityManager, Repository } from 'typeorm';
import { PageEntity } from './page.entity';

const LATE_SQL = lateSql('pages', 'key');
const SCHEDULED_SQL = scheduledSql('pages', 'key');

/** Page rows inside one transaction (the publishing workflow's). */
export class PagesTx extends PublishingColumns<PageEntity> {
  constructor(manager: EntityManager) {
    super(manager, PageEntity, 'pages');
  }

  /** The row, locked until the transaction ends. */
  lock(id: number): Promise<PageEntity | null> {
    return this.manager.findOne(PageEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** What is live. */
  async writeSections(id: number, sections: unknown[]): Promise<void> {
    await this.manager.query('UPDATE pages SET sections = $2::jsonb, updated_at = now() WHERE id = $1', [
      id,
      JSON.stringify(sections),
    ]);
  }
}

/** The only code touching the pages table. */
@Injectable()
export class PagesRepository {
  constructor(@InjectRepository(PageEntity) private readonly rows: Repository<PageEntity>) {}

  get manager(): EntityManager {
    return this.rows.manager;
  }

  find(key: string): Promise<PageEntity | null> {
    return this.rows.findOneBy({ key });
  }

  findAny(id: number): Promise<PageEntity | null> {
    return this.rows.findOneBy({ id });
  }

  findAll(): Promise<PageEntity[]> {
    return this.rows.find();
  }

  /**
   * The page's row, made from its default sections if it has none yet: live as they are (they were
   * the page all along), so the first save has a version and a published revision to start from.
   */
  async ensure(key: string, defaults: () => unknown[]): Promise<PageEntity> {
    const found = await this.find(key);
    if (found) return found;
    await this.rows.query(
      `INSERT INTO pages (key, sections, state, last_published_at) VALUES ($1, $2::jsonb, 'published', now())
       ON CONFLICT (key) DO NOTHING`,
      [key, JSON.stringify(defaults())],
    );
    return (await this.find(key))!;
  }

  transaction<T>(work: (tx: PagesTx) => Promise<T>): Promise<T> {
    return this.rows.manager.transaction((manager) => work(new PagesTx(manager)));
  }

  /** Every schedule set, soonest first (their title is the page's key). */
  scheduled() {
    return this.rows.query<ScheduledRow[]>(SCHEDULED_SQL);
  }

  /** Schedules late by more than `ms` (their title is the page's key). */
  late(ms: number) {
    return this.rows.query<{ id: number; title: string; due: Date }[]>(LATE_SQL, [ms]);
  }
}
