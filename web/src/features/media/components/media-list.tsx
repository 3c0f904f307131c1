import type { MediaView } from '@site/contracts';
import { Button, Table, type TableColumnsType } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { formatBytes, KIND_LABELS, mediaFileName, thumbnail } from '../utils/media-format';
import type { MediaItemsProps } from './media-grid';

/** The same page as a table: one row a file, its facts in columns. */
export function MediaList({
  items,
  trash,
  canEdit,
  selected,
  onSelect,
  onOpen,
  onRestore,
  restoring,
}: MediaItemsProps) {
  const columns: TableColumnsType<MediaView> = [
    {
      key: 'thumbnail',
      title: '缩略图',
      width: 72,
      render: (_, media) => (
        <img
          src={thumbnail(media)}
          alt={media.alt_text}
          loading="lazy"
          width={56}
          height={42}
          style={{ objectFit: 'cover' }}
        />
      ),
    },
    {
      key: 'file_name',
      title: '文件名',
      render: (_, media) =>
        trash ? (
          mediaFileName(media)
        ) : (
          <Button
            type="link"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => onOpen(media)}
          >
            {mediaFileName(media)}
          </Button>
        ),
    },
    { key: 'title', title: '标题', dataIndex: 'title', render: (title: string) => title || '—' },
    { key: 'kind', title: '类型', render: (_, media) => KIND_LABELS[media.kind] },
    { key: 'dimensions', title: '尺寸', render: (_, media) => `${media.width}×${media.height}` },
    { key: 'bytes', title: '大小', render: (_, media) => formatBytes(media.bytes) },
    ...(trash ? [] : [{ key: 'used', title: '使用次数', dataIndex: 'used' }]),
    { key: 'created_at', title: '上传时间', render: (_, media) => formatDateTime(media.created_at) },
    ...(trash && canEdit
      ? [
          {
            key: 'restore',
            title: '操作',
            render: (_: unknown, media: MediaView) => (
              <Button
                size="small"
                aria-label={`恢复 ${media.file_name || media.id}`}
                loading={restoring === media.id}
                onClick={() => onRestore(media)}
              >
                恢复
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<MediaView>
      aria-label="媒体文件"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={
        canEdit && !trash
          ? {
              // 全选本页 is the bulk bar's, for the grid and the list alike.
              hideSelectAll: true,
              selectedRowKeys: items.filter((m) => selected.has(m.id)).map((m) => m.id),
              onSelect: (media, checked) => onSelect(media, checked),
              getCheckboxProps: (media) => ({ 'aria-label': `选择 ${mediaFileName(media)}` }),
            }
          : undefined
      }
    />
  );
}
