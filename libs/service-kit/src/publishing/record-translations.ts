import {
  byTranslatedLocale,
  type PublishState,
  type ServiceErrorPayload,
  type SessionUser,
  type TranslatedLocale,
} from '@site/contracts';
import { ServiceException } from '../service-exception';
import type { PublishingService } from './publishing-service';
import { actorName } from './revision-store';
import type { Done, PublishingTx, WorkflowRow } from './workflow';

/** One language's translations inside one transaction, as RecordTranslations uses them. */
export interface TranslationsTx<Row extends WorkflowRow, Columns> extends PublishingTx<Row> {
  /** Whether the translated record exists, held against deletion until the transaction ends. */
  holdRecord(id: number): Promise<boolean>;
  /** A first save: a draft whose columns hold the working copy until it is published. */
  insert(id: number, columns: Columns, draft: Record<string, unknown>, by: string): Promise<void>;
  delete(id: number): Promise<unknown>;
}

/** A translations table's repository, as RecordTranslations uses it. */
export interface TranslationsStore<Tx, Row> {
  transaction<T>(locale: TranslatedLocale, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Every language's translation of a record. */
  listFor(id: number): Promise<Row[]>;
}

/** What changed in a translation, for the record type's events and reports. */
export type TranslationChange = 'saved' | 'removed';

/**
 * A record type's translations in the back office (docs/languages.md): read side by side, saved as a
 * draft of their own (made on the first save), published and scheduled per language by that language's
 * publishing service, removed with their history. A subclass names its tables, errors and events.
 */
export abstract class RecordTranslations<
  Input,
  Fields extends object,
  Columns,
  Row extends WorkflowRow & { locale: string; state: PublishState },
  View,
> {
  protected abstract readonly store: TranslationsStore<TranslationsTx<Row, Columns>, Row>;
  /** The language's publishing service. */
  protected abstract publishing(locale: TranslatedLocale): PublishingService<Fields, Row, unknown, View, unknown>;
  protected abstract recordExists(id: number): Promise<boolean>;
  protected abstract recordNotFound(): ServiceErrorPayload;
  protected abstract translationNotFound(locale: TranslatedLocale): ServiceErrorPayload;
  /** The input's words as saved (sanitised, trimmed), and as the columns hold them. */
  protected abstract clean(input: Input): Fields;
  protected abstract columns(fields: Fields): Columns;
  protected abstract view(row: Row, locale: TranslatedLocale): View;
  /**
   * After a change commits: the record type's event (a removed live translation leaves the public site,
   * `row` being what was removed) and its media usage report.
   */
  protected abstract changed(id: number, locale: TranslatedLocale, change: TranslationChange, row?: Row): Promise<void>;

  /** Every translated language of the record, null where it has none (404 for no record). */
  async list(id: number): Promise<Record<TranslatedLocale, View | null>> {
    const [exists, rows] = await Promise.all([this.recordExists(id), this.store.listFor(id)]);
    if (!exists) throw new ServiceException(this.recordNotFound());
    return byTranslatedLocale((locale) => {
      const row = rows.find((r) => r.locale === locale);
      return row ? this.view(row, locale) : null;
    });
  }

  /**
   * Saves the working copy from the version it started from (a stale one is a 409); the first save
   * makes the translation, as a draft. Nothing public changes unless `publish`.
   */
  async save(
    id: number,
    locale: TranslatedLocale,
    actor: SessionUser,
    input: Input,
    version?: number,
    publish = false,
  ): Promise<View> {
    const fields = this.clean(input);
    const publishing = this.publishing(locale);
    let live: Done[] = [];
    const created = await this.store.transaction(locale, async (tx) => {
      if (!(await tx.holdRecord(id))) throw new ServiceException(this.recordNotFound());
      if (await tx.lock(id)) return false;
      await tx.insert(id, this.columns(fields), fields as Record<string, unknown>, actorName(actor));
      live = await publishing.created(tx, id, fields, actor, publish);
      return true;
    });
    const saved = () => this.changed(id, locale, 'saved');
    if (!created) return publishing.saveAndView(id, fields, actor, { version, publish }, saved);
    await saved();
    await publishing.announce(live);
    return publishing.adminView(id);
  }

  /** Removes the translation with its history and preview links; a live one leaves the public site. */
  async remove(id: number, locale: TranslatedLocale): Promise<void> {
    const publishing = this.publishing(locale);
    const removed = await this.store.transaction(locale, async (tx) => {
      const row = await tx.lock(id);
      if (!row) throw new ServiceException(this.translationNotFound(locale));
      await publishing.forget(tx, id);
      await tx.delete(id);
      return row;
    });
    await this.changed(id, locale, 'removed', removed);
  }
}
