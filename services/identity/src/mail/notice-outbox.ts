import type { AccountNotice } from './account-notices';

/** Anything that runs SQL: the data source, or the transaction of the change the notice is about. */
interface Queries {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Queues a notice in the account mail outbox. Called with the transaction that makes the change, so
 * the notice exists exactly when the change does; the mail worker sends it.
 */
export async function queueNotice(
  db: Queries,
  userId: number,
  notice: AccountNotice,
  context: { ip?: string | null; userAgent?: string | null } = {},
): Promise<void> {
  await db.query(
    'INSERT INTO account_mail_outbox (kind, user_id, details, ip, user_agent) VALUES ($1, $2, $3, $4, $5)',
    [
      notice.kind,
      userId,
      JSON.stringify(notice.details),
      context.ip?.slice(0, 64) ?? null,
      context.userAgent?.slice(0, 300) ?? null,
    ],
  );
}
