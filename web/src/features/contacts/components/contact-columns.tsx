import type { ContactView } from '@site/contracts';
import { Typography, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { ContactStatusTag } from './contact-status-tag';
import styles from './contacts-screen.module.css';

/** Contacts table: status, who (name, email, company), subject, time, actions. */
export function contactColumns(actions: (contact: ContactView) => ReactNode): TableColumnType<ContactView>[] {
  return [
    {
      key: 'status',
      title: '状态',
      width: 90,
      render: (_, contact) => <ContactStatusTag status={contact.status} />,
    },
    {
      key: 'person',
      title: '联系人',
      render: (_, contact) => (
        <div className={styles.person}>
          <span className={contact.status === 'unread' ? styles.unread : undefined}>{contact.name}</span>
          <Typography.Text type="secondary">{contact.email}</Typography.Text>
          {contact.company && <Typography.Text type="secondary">{contact.company}</Typography.Text>}
        </div>
      ),
    },
    {
      key: 'subject',
      title: '主题',
      dataIndex: 'subject',
      ellipsis: true,
      render: (subject: string, contact) => (
        <span className={contact.status === 'unread' ? styles.unread : undefined}>{subject}</span>
      ),
    },
    {
      key: 'created_at',
      title: '提交时间',
      width: 160,
      render: (_, contact) => formatDateTime(contact.created_at),
    },
    { key: 'actions', title: '操作', width: 130, render: (_, contact) => actions(contact) },
  ];
}
