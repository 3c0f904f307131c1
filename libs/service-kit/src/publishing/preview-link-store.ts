import { createHash, randomBytes } from 'node:crypto';
import { Errors, type PreviewLinkView } from '@site/contracts';
import type { EntityManager } from 'typeorm';
import { ServiceException } from '../service-exception';
import { RECORD_LOCALE } from './revision-store';

interface LinkRow {
  id: number;
  recordId: number;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

const COLUMNS = `id, record_id AS "recordId", created_by AS "createdBy", created_at AS "createdAt",
  expires_at AS "expiresAt", revoked_at AS "revokedAt"`;
/** Tokens are 256 random bits, base64url: anything else is forged without a lookup. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const view = (row: LinkRow, url: string | null): PreviewLinkView => ({
  id: row.id,
  url,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdBy,
  expires_at: row.expiresAt.toISOString(),
  revoked: row.revokedAt !== null,
});

/**
 * Shareable preview links of one record type (ADR 0013): a random token whose SHA-256 is stored,
 * so the table alone cannot open a preview; expiring, and revocable one by one.
 */
export class PreviewLinkStore {
  constructor(
    private readonly recordType: string,
    /** The site path before the token: `/preview/news`. */
    private readonly path: string,
    private readonly locale = RECORD_LOCALE,
  ) {}

  async create(db: EntityManager, recordId: number, hours: number, createdBy: string): Promise<PreviewLinkView> {
    const token = randomBytes(32).toString('base64url');
    const [row] = await db.query<LinkRow[]>(
      `INSERT INTO preview_links (token_hash, record_type, record_id, locale, created_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6)) RETURNING ${COLUMNS}`,
      [hash(token), this.recordType, recordId, this.locale, createdBy, hours],
    );
    return view(row, `${this.path}/${token}`);
  }

  async list(db: EntityManager, recordId: number): Promise<PreviewLinkView[]> {
    const rows = await db.query<LinkRow[]>(
      `SELECT ${COLUMNS} FROM preview_links WHERE record_type = $1 AND record_id = $2 AND locale = $3
       ORDER BY id DESC`,
      [this.recordType, recordId, this.locale],
    );
    return rows.map((row) => view(row, null));
  }

  /** Revokes one link of this record; another record's link is not found. */
  async revoke(db: EntityManager, recordId: number, linkId: number): Promise<void> {
    const rows = await db.query<[unknown[], number]>(
      `UPDATE preview_links SET revoked_at = COALESCE(revoked_at, now())
       WHERE id = $1 AND record_type = $2 AND record_id = $3 RETURNING id`,
      [linkId, this.recordType, recordId],
    );
    if (rows[1] === 0) throw new ServiceException(Errors.previewLinkNotFound());
  }

  /** The record a token opens: 404 when forged or revoked, 410 once expired. */
  async open(db: EntityManager, token: string): Promise<number> {
    if (!TOKEN.test(token)) throw new ServiceException(Errors.previewLinkInvalid());
    const [row] = await db.query<(LinkRow & { expired: boolean })[]>(
      `SELECT ${COLUMNS}, expires_at <= now() AS expired FROM preview_links
       WHERE token_hash = $1 AND record_type = $2 AND locale = $3`,
      [hash(token), this.recordType, this.locale],
    );
    if (!row || row.revokedAt !== null) throw new ServiceException(Errors.previewLinkInvalid());
    if (row.expired) throw new ServiceException(Errors.previewLinkExpired());
    return row.recordId;
  }
}
