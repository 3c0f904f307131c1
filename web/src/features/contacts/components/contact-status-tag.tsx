import { CONTACT_STATUS_LABELS, type ContactStatus } from '@site/contracts';
import { Tag } from 'antd';

const COLORS: Record<ContactStatus, string> = {
  unread: 'red',
  read: 'blue',
  replied: 'green',
  archived: 'default',
};

export function ContactStatusTag({ status }: { status: ContactStatus }) {
  return <Tag color={COLORS[status]}>{CONTACT_STATUS_LABELS[status] ?? status}</Tag>;
}
