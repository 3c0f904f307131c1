import type { AccountMailKind } from './account-mail.entity';
import type { AccountNotice } from './account-notices';

/** Anything that runs SQL: the data source, or the transaction of the change the mail is about. */
interface Queries {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

type Context = { ip?: string | null; userAgent?: string | null };

/** Where a mail goes when not to the account's address, and what its words need. */
export interface MailExtras {
  toAddress?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Queues a mail in the account mail outbox; the worker sends it. Called with the transaction that
 * makes the change it is about, so the mail exists exactly when the change does.
 */
export async function queueMail(
  db: Queries,
  kind: AccountMailKind,
  userId: number,
  context: Context = {},
  extras: MailExtras = {},
): Promise<void> {
  await db.query(
    `INSERT INTO account_mail_outbox (kind, user_id, ip, user_agent, to_address, details)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      kind,
      userId,
      context.ip?.slice(0, 64) ?? null,
      context.userAgent?.slice(0, 300) ?? null,
      extras.toAddress ?? null,
      JSON.stringify(extras.details ?? {}),
    ],
  );
}

/** A notice (account-notices.ts) queued as queueMail does. */
export const queueNotice = (db: Queries, userId: number, notice: AccountNotice, context: Context = {}) =>
  queueMail(db, notice.kind, userId, context, { details: notice.details });
