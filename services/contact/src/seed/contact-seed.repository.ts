import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DemoAppDownload, DemoContact } from '@site/demo';

/** Writes the demo content, each table only when it is empty. */
@Injectable()
export class ContactSeedRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Answers how many rows of each it wrote (0 when the table had any). */
  seedIfEmpty(
    contacts: (DemoContact & { fingerprint: string })[],
    downloads: DemoAppDownload[],
  ): Promise<{ contacts: number; downloads: number }> {
    return this.dataSource.transaction(async (manager) => {
      // Replicas starting together: one seeds, the others then find data and stop.
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('contact.seed'))");
      const [{ messages, configs }] = await manager.query<{ messages: number; configs: number }[]>(
        `SELECT (SELECT count(*) FROM contact_messages)::int AS messages,
                (SELECT count(*) FROM app_downloads)::int AS configs`,
      );
      const written = { contacts: 0, downloads: 0 };
      if (messages === 0) {
        for (const c of contacts) {
          await manager.query(
            `INSERT INTO contact_messages (name, email, company, subject, message, status, fingerprint, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(hours => $8), now() - make_interval(hours => $8))`,
            [c.name, c.email, c.company, c.subject, c.message, c.status, c.fingerprint, c.hoursAgo],
          );
        }
        written.contacts = contacts.length;
      }
      if (configs === 0) {
        for (const d of downloads) {
          await manager.query(
            `INSERT INTO app_downloads (platform, version, title, description, download_url)
             VALUES ($1, $2, $3, $4, $5)`,
            [d.platform, d.version, d.title, d.description, d.download_url],
          );
        }
        written.downloads = downloads.length;
      }
      return written;
    });
  }
}
