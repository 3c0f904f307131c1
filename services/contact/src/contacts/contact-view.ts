import type { ContactView } from '@site/contracts';
import type { ContactMessageEntity } from './contact-message.entity';

/** A contact_messages row as the SQL returns it (entityColumns). */
export type ContactRow = ContactMessageEntity;

export const toContactView = (row: ContactRow): ContactView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  subject: row.subject,
  message: row.message,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
