import { useQuery } from '@tanstack/react-query';
import { CONTACT_STATUSES, CONTACT_STATUS_LABELS, type ContactStatus, type ContactView } from '@site/contracts';
import { Alert, Button, Descriptions, Modal, Space } from 'antd';
import { useEffect } from 'react';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { errorDetail } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { contactDetailKey, getContact } from '../api/contacts';
import { useRememberContact } from '../hooks/use-contact-mutations';
import { ContactStatusTag } from './contact-status-tag';
import styles from './contacts-screen.module.css';

interface ContactDetailModalProps {
  open: boolean;
  /** The row opened (shown at once, until the server's copy arrives). */
  opened: ContactView | null;
  canEdit: boolean;
  toast: Toast;
  statusPending: boolean;
  onStatus: (contact: ContactView, status: ContactStatus) => void;
  onDelete: (contact: ContactView) => void;
  onClose: () => void;
  afterClose: () => void;
}

/**
 * Every field of a message and the four status buttons. Loading the message marks an
 * unread one read on the server (for editors and admins), and the table takes the new status.
 */
export function ContactDetailModal(props: ContactDetailModalProps) {
  const { open, opened, canEdit, toast, statusPending, onStatus, onDelete, onClose, afterClose } = props;
  const remember = useRememberContact();
  const id = opened?.id ?? 0;
  const detail = useQuery({
    queryKey: contactDetailKey(id),
    queryFn: async ({ signal }) => {
      const contact = await getContact(id, signal);
      // Opened unread, now read: the table shows it too.
      if (opened && contact.status !== opened.status) void remember(contact);
      return contact;
    },
    enabled: opened !== null,
    // Each opening asks the server again (that is what marks the message read).
    staleTime: 0,
    gcTime: 0,
  });
  const contact = detail.data ?? opened;

  useEffect(() => {
    if (detail.isError) toast.failed('获取留言失败', detail.error);
  }, [detail.isError, detail.error, toast]);

  const footer = contact && (
    <div className={styles.footer}>
      {canEdit ? (
        <div className={styles.statusButtons} role="group" aria-label="设置状态">
          <span>设置状态：</span>
          {CONTACT_STATUSES.map((status) => (
            <Button
              key={status}
              size="small"
              type={contact.status === status ? 'primary' : 'default'}
              aria-pressed={contact.status === status}
              disabled={statusPending}
              onClick={() => contact.status !== status && onStatus(contact, status)}
            >
              {CONTACT_STATUS_LABELS[status]}
            </Button>
          ))}
        </div>
      ) : (
        <span />
      )}
      <Space>
        {canEdit && (
          <Button danger onClick={() => onDelete(contact)}>
            删除
          </Button>
        )}
        <Button onClick={onClose}>关闭</Button>
      </Space>
    </div>
  );

  return (
    <Modal
      open={open}
      title="留言详情"
      width={680}
      onCancel={onClose}
      afterClose={afterClose}
      footer={footer}
      destroyOnHidden
    >
      {detail.isError && <Alert type="error" showIcon title="获取留言失败" description={errorDetail(detail.error)} />}
      {contact && (
        <>
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 110 } }}>
            <Descriptions.Item label="状态">
              <ContactStatusTag status={contact.status} />
            </Descriptions.Item>
            <Descriptions.Item label="姓名">{contact.name}</Descriptions.Item>
            <Descriptions.Item label="邮箱">
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label="公司">{contact.company || '—'}</Descriptions.Item>
            <Descriptions.Item label="主题">{contact.subject}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{formatDateTime(contact.created_at, true)}</Descriptions.Item>
          </Descriptions>
          <div className={styles.message} data-testid="contact-message" aria-label="留言内容">
            {contact.message}
          </div>
        </>
      )}
    </Modal>
  );
}
