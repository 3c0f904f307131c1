import { useQuery } from '@tanstack/react-query';
import { CONTACT_STATUSES, CONTACT_STATUS_LABELS, type ContactView } from '@site/contracts';
import { Button, Card, Input, Radio, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConfirmDialog } from '../../../components/ui/admin/confirm-dialog';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { useToast } from '../../../components/ui/admin/use-toast';
import { contactListQuery } from '../api/contacts';
import { useContactMutations } from '../hooks/use-contact-mutations';
import {
  CONTACT_PAGE_SIZE,
  listSearchParams,
  pageAfterShrink,
  readListParams,
  type ContactListParams,
  type StatusFilter,
} from '../utils/contact-list-params';
import { usePhoneTable } from '../../../components/ui/admin/use-phone-table';
import { contactColumns } from './contact-columns';
import { ContactDetailModal } from './contact-detail-modal';
import styles from './contacts-screen.module.css';

const FILTERS: { label: string; value: StatusFilter }[] = [
  { label: '全部', value: 'all' },
  ...CONTACT_STATUSES.map((status) => ({ label: CONTACT_STATUS_LABELS[status], value: status })),
];

/** Contacts: search, status filter, paged table, detail modal with status buttons, delete. */
export function ContactsScreen({ canEdit }: { canEdit: boolean }) {
  const toast = useToast();
  const confirm = useConfirmDialog();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const query = useQuery(contactListQuery(params));
  const { setStatus, remove } = useContactMutations(toast);
  const [viewing, setViewing] = useState<ContactView | null>(null);
  const [modalOpen, setModalOpen] = useState(false);

  const go = (change: Partial<ContactListParams>) => setSearchParams(listSearchParams({ ...params, ...change }));

  useEffect(() => {
    if (query.isError) toast.failed('获取留言失败', query.error);
  }, [query.isError, query.error, toast]);

  // A delete that emptied the last page shows the page before it.
  const totalPages = query.data?.totalPages;
  const shrunkTo =
    totalPages === undefined || query.isPlaceholderData ? null : pageAfterShrink(params.page, totalPages);
  useEffect(() => {
    if (shrunkTo !== null) {
      const next = new URLSearchParams(searchParams);
      next.set('page', String(shrunkTo));
      if (shrunkTo === 1) next.delete('page');
      setSearchParams(next, { replace: true });
    }
  }, [shrunkTo, searchParams, setSearchParams]);

  const open = (contact: ContactView) => {
    setViewing(contact);
    setModalOpen(true);
  };

  const askDelete = (contact: ContactView) =>
    confirm({
      title: '确认删除留言',
      content: `确定要删除 ${contact.name} 的留言“${contact.subject}”吗？此操作不可撤销。`,
      onConfirm: () =>
        remove
          .mutateAsync(contact)
          .then(() => {
            if (viewing?.id === contact.id) setModalOpen(false);
          })
          .catch(() => undefined),
    });

  const columns = contactColumns((contact) => (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => open(contact)}>
        查看
      </Button>
      {canEdit && (
        <Button type="link" size="small" danger onClick={() => askDelete(contact)}>
          删除
        </Button>
      )}
    </Space>
  ));
  const layout = usePhoneTable(columns, ['person', 'actions']);

  const data = query.data;
  return (
    <Card>
      {query.isError && (
        <LoadErrorAlert title="获取留言失败" error={query.error} onRetry={() => void query.refetch()} />
      )}
      <div className={styles.toolbar}>
        <Input.Search
          // A new address (back button, link) shows its own search text.
          key={params.search}
          className={styles.search}
          allowClear
          defaultValue={params.search}
          placeholder="搜索姓名、邮箱、主题或留言内容"
          aria-label="搜索留言"
          enterButton="搜索"
          maxLength={100}
          onSearch={(value) => go({ search: value.trim(), page: 1 })}
        />
        <Radio.Group
          aria-label="状态筛选"
          optionType="button"
          options={FILTERS}
          value={params.status}
          onChange={(event) => go({ status: event.target.value as StatusFilter, page: 1 })}
        />
      </div>
      <Table<ContactView>
        aria-label="留言列表"
        rowKey="id"
        {...layout}
        dataSource={data?.contacts ?? []}
        loading={query.isFetching && (query.isPending || query.isPlaceholderData)}
        locale={{ emptyText: '暂无留言' }}
        pagination={
          data && data.totalPages > 1
            ? {
                current: params.page,
                pageSize: CONTACT_PAGE_SIZE,
                total: data.total,
                showSizeChanger: false,
                showTotal: (total) => `共 ${total} 条留言`,
                onChange: (page) => go({ page }),
              }
            : false
        }
      />
      {data && data.totalPages <= 1 && data.total > 0 && (
        <Typography.Text type="secondary">共 {data.total} 条留言</Typography.Text>
      )}
      <ContactDetailModal
        open={modalOpen}
        opened={viewing}
        canEdit={canEdit}
        toast={toast}
        statusPending={setStatus.isPending}
        onStatus={(contact, status) => setStatus.mutate({ id: contact.id, status })}
        onDelete={askDelete}
        onClose={() => setModalOpen(false)}
        afterClose={() => setViewing(null)}
      />
    </Card>
  );
}
