import { createHash } from 'node:crypto';
import { Errors } from '@site/contracts';
import type { EntityManager, QueryRunner } from 'typeorm';
import { ServiceException } from './service-exception';

/** A key names one create for a day; after that it may be used again. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

/** A create sent with an Idempotency-Key: the key and a fingerprint of what it asks for. */
export interface KeyedCreate {
  key: string;
  fingerprint: string;
}

/**
 * The key of a create, or null when none was sent. `content` is what the create asks for, as the
 * service read it; leave out secrets (a user's password): the fingerprint is a plain SHA-256.
 */
export function keyedCreate(key: string | null | undefined, content: unknown): KeyedCreate | null {
  if (!key) return null;
  return { key, fingerprint: createHash('sha256').update(JSON.stringify(content)).digest('hex') };
}

/**
 * Runs `insert` (which answers the new record's id) once per key, inside the create's transaction
 * (`manager`). The key's row is written first: a concurrent retry waits on it until this
 * transaction ends, then answers this record (committed) or creates it itself (rolled back), so
 * two tries never make two records. A key sent again with other content is refused (409).
 */
export async function createOnce(
  manager: EntityManager,
  scope: string,
  request: KeyedCreate | null,
  insert: () => Promise<number>,
): Promise<{ id: number; created: boolean }> {
  if (!request) return { id: await insert(), created: true };
  const claim = [scope, request.key, request.fingerprint];
  // Claimed with record_id 0 until the insert answers; a key past its lifetime is claimed afresh.
  const claimed = await manager.query<unknown[]>(
    `INSERT INTO idempotency_keys (scope, key, fingerprint, record_id) VALUES ($1, $2, $3, 0)
     ON CONFLICT (scope, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, record_id = 0, created_at = now()
       WHERE idempotency_keys.created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_LIFETIME_HOURS})
     RETURNING key`,
    claim,
  );
  if (claimed.length === 0) {
    const [earlier] = await manager.query<{ fingerprint: string; record_id: number }[]>(
      'SELECT fingerprint, record_id FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, request.key],
    );
    if (earlier.fingerprint !== request.fingerprint) throw new ServiceException(Errors.idempotencyKeyReused());
    return { id: earlier.record_id, created: false };
  }
  const id = await insert();
  await manager.query('UPDATE idempotency_keys SET record_id = $3 WHERE scope = $1 AND key = $2', [
    scope,
    request.key,
    id,
  ]);
  return { id, created: true };
}

/** The table's migration, the same in every service that keeps one (catalog, content, identity). */
export const idempotencyKeysMigration = {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        scope varchar(30) NOT NULL,
        key varchar(100) NOT NULL,
        fingerprint char(64) NOT NULL,
        record_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
  },
  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE idempotency_keys');
  },
};
