import { MEDIA_LIMITS, type MediaFolderView, type MediaView } from '@site/contracts';
import { Button, Checkbox, Form, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/ui/admin/confirm-dialog';

interface BulkActionsProps {
  pageItems: MediaView[];
  selected: ReadonlySet<number>;
  folders: MediaFolderView[];
  busy: boolean;
  onSelectPage: (checked: boolean) => void;
  onClear: () => void;
  /** null: out of any folder. */
  onMove: (folderId: number | null, folderName: string) => Promise<unknown>;
  onTag: (tags: string[]) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

const tagRule = {
  validator: (_: unknown, tags: string[] | undefined) => {
    if (!tags?.length) return Promise.reject(new Error('请输入至少一个标签'));
    if (tags.some((t) => t.trim().length > MEDIA_LIMITS.tag))
      return Promise.reject(new Error(`标签不能超过${MEDIA_LIMITS.tag}个字符`));
    if (tags.length > MEDIA_LIMITS.tags) return Promise.reject(new Error(`标签不能超过${MEDIA_LIMITS.tags}个`));
    return Promise.resolve();
  },
};

/** 全选本页 and what to do with the ticked files: move them, tag them, delete them. */
export function BulkActions({
  pageItems,
  selected,
  folders,
  busy,
  onSelectPage,
  onClear,
  onMove,
  onTag,
  onDelete,
}: BulkActionsProps) {
  const confirm = useConfirmDialog();
  const [dialog, setDialog] = useState<'move' | 'tag' | null>(null);
  const [moveForm] = Form.useForm<{ folder: number }>();
  const [tagForm] = Form.useForm<{ tags: string[] }>();
  const onPage = pageItems.filter((m) => selected.has(m.id)).length;
  const count = selected.size;
  const close = () => setDialog(null);

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }} aria-label="批量操作">
        <Checkbox
          checked={pageItems.length > 0 && onPage === pageItems.length}
          indeterminate={onPage > 0 && onPage < pageItems.length}
          disabled={pageItems.length === 0}
          onChange={(e) => onSelectPage(e.target.checked)}
        >
          全选本页
        </Checkbox>
        <Typography.Text type="secondary">已选 {count} 个文件</Typography.Text>
        <Button disabled={!count} loading={busy && dialog === 'move'} onClick={() => setDialog('move')}>
          移动到文件夹
        </Button>
        <Button disabled={!count} onClick={() => setDialog('tag')}>
          添加标签
        </Button>
        <Button
          danger
          disabled={!count}
          onClick={() =>
            confirm({
              title: '批量删除',
              content: `确定删除选中的${count}个文件吗？文件将移入回收站，30天内可恢复；正在使用的文件不会删除。`,
              onConfirm: onDelete,
            })
          }
        >
          删除
        </Button>
        {count > 0 && (
          <Button type="link" onClick={onClear}>
            取消选择
          </Button>
        )}
      </Space>
      <Modal
        title={`移动${count}个文件到文件夹`}
        open={dialog === 'move'}
        okText="移动"
        cancelText="取消"
        confirmLoading={busy}
        destroyOnHidden
        onCancel={close}
        onOk={() =>
          void moveForm.validateFields().then(
            ({ folder }) =>
              onMove(folder || null, folders.find((f) => f.id === folder)?.name ?? '无文件夹').then(close),
            () => undefined,
          )
        }
      >
        <Form form={moveForm} layout="vertical" preserve={false}>
          <Form.Item label="目标文件夹" name="folder" rules={[{ required: true, message: '请选择文件夹' }]}>
            <Select
              aria-label="目标文件夹"
              options={[{ value: 0, label: '无文件夹' }, ...folders.map((f) => ({ value: f.id, label: f.name }))]}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title={`为${count}个文件添加标签`}
        open={dialog === 'tag'}
        okText="添加"
        cancelText="取消"
        confirmLoading={busy}
        destroyOnHidden
        onCancel={close}
        onOk={() =>
          void tagForm.validateFields().then(
            ({ tags }) => onTag([...new Set(tags.map((t) => t.trim()).filter(Boolean))]).then(close),
            () => undefined,
          )
        }
      >
        <Form form={tagForm} layout="vertical" preserve={false}>
          <Form.Item
            label="新标签"
            name="tags"
            extra={`加在每个文件已有的标签之后；每个文件最多${MEDIA_LIMITS.tags}个标签`}
            rules={[tagRule]}
          >
            <Select mode="tags" aria-label="新标签" tokenSeparators={[',', '，']} open={false} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
