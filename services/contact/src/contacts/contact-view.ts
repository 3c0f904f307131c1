import type { ContactStatus, ContactView } from '@site/contracts';

/** A contact_messages row as the SQL returns it. */
export interface ContactRow {
  id: number;
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  status: ContactStatus;
  idempotency_key: string | null;
  fingerprint: string;
  created_at: Date;
  updated_at: Date;
}

export const toContactView = (row: ContactRow): ContactView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  subject: row.subject,
  message: row.message,
  status: row.status,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
