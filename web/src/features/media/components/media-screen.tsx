import { useQuery } from '@tanstack/react-query';
import { imageVariantUrl, MEDIA_PAGE_SIZE, type MediaView } from '@site/contracts';
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Input,
  Pagination,
  Segmented,
  Select,
  Space,
  Spin,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/ui/admin/confirm-dialog';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { useToast } from '../../../components/ui/admin/use-toast';
import { mediaFoldersQuery, mediaListQuery, mediaTrashQuery } from '../api/media';
import { useMediaMutations } from '../hooks/use-media-mutations';
import { FolderCreateModal } from './folder-create-modal';
import { MediaDetails } from './media-details';
import styles from './media-screen.module.css';

interface MediaScreenProps {
  /** Editors and admins describe files, upload and manage folders; viewers browse. */
  canEdit: boolean;
}

const thumbnail = (media: MediaView) => imageVariantUrl(media.url, 320, 'webp') ?? media.url;

/** The media library: every upload, searchable and by folder, with a details panel to describe each. */
export function MediaScreen({ canEdit }: MediaScreenProps) {
  const toast = useToast();
  const confirm = useConfirmDialog();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [folder, setFolder] = useState<number | null>(null);
  const [selected, setSelected] = useState<MediaView | null>(null);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [unused, setUnused] = useState(false);
  const [view, setView] = useState<'files' | 'trash'>('files');
  const files = useQuery({ ...mediaListQuery({ page, search, folder, unused }), enabled: view === 'files' });
  const trash = useQuery({ ...mediaTrashQuery(page), enabled: view === 'trash' });
  const list = view === 'files' ? files : trash;
  const folders = useQuery(mediaFoldersQuery);
  const mutations = useMediaMutations(toast);
  const items = list.data?.items ?? [];
  const currentFolder = folders.data?.find((f) => f.id === folder);

  const folderOptions = [
    { value: 0, label: '全部文件' },
    ...(folders.data ?? []).map((f) => ({ value: f.id, label: `${f.name}（${f.files}）` })),
  ];

  return (
    <Card>
      <Segmented
        aria-label="媒体库视图"
        style={{ marginBottom: 16 }}
        value={view}
        options={[
          { value: 'files', label: '全部文件' },
          { value: 'trash', label: '回收站' },
        ]}
        onChange={(value) => {
          setView(value as 'files' | 'trash');
          setPage(1);
        }}
      />
      {view === 'trash' ? (
        <Typography.Paragraph type="secondary">
          删除的文件在回收站保留30天，之后连同所有尺寸的副本一起永久清除。
        </Typography.Paragraph>
      ) : (
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            enterButton="搜索"
            placeholder="搜索文件名、标题、替代文本或标签"
            aria-label="搜索媒体文件"
            style={{ width: 320, maxWidth: '100%' }}
            onSearch={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
          />
          <Select
            aria-label="文件夹"
            style={{ minWidth: 180 }}
            value={folder ?? 0}
            options={folderOptions}
            onChange={(value: number) => {
              setFolder(value === 0 ? null : value);
              setPage(1);
            }}
          />
          <Checkbox
            checked={unused}
            onChange={(e) => {
              setUnused(e.target.checked);
              setPage(1);
            }}
          >
            只看未使用的文件
          </Checkbox>
          {canEdit && (
            <>
              <Upload
                accept="image/jpeg,image/png,image/gif,image/webp"
                showUploadList={false}
                customRequest={({ file }) => mutations.upload.mutate({ file: file as File, folder })}
              >
                <Button type="primary" loading={mutations.upload.isPending}>
                  上传文件
                </Button>
              </Upload>
              <Button onClick={() => setCreatingFolder(true)}>新建文件夹</Button>
              {currentFolder && (
                <Button
                  danger
                  onClick={() =>
                    confirm({
                      title: '删除文件夹',
                      content: `确定删除文件夹“${currentFolder.name}”吗？文件夹中还有文件时不能删除。`,
                      // A refusal (files still in it) is the error toast's to say.
                      onConfirm: () =>
                        mutations.removeFolder.mutateAsync(currentFolder.id).then(
                          () => {
                            setFolder(null);
                            setPage(1);
                          },
                          () => undefined,
                        ),
                    })
                  }
                >
                  删除文件夹
                </Button>
              )}
            </>
          )}
        </Space>
      )}

      {list.isError && <LoadErrorAlert title="加载媒体库失败" error={list.error} onRetry={() => void list.refetch()} />}
      <Spin spinning={list.isFetching}>
        {items.length === 0 && !list.isPending ? (
          <Empty
            description={
              view === 'trash' ? '回收站是空的' : search || unused ? '没有找到匹配的文件' : '媒体库中还没有文件'
            }
          />
        ) : (
          <ul className={styles.grid} aria-label="媒体文件">
            {items.map((media) => (
              <li key={media.id}>
                <button
                  type="button"
                  className={styles.tile}
                  onClick={() => view === 'files' && setSelected(media)}
                  disabled={view === 'trash'}
                >
                  <img src={thumbnail(media)} alt={media.alt_text} loading="lazy" width={160} height={120} />
                  <span className={styles.name}>{media.title || media.file_name || `文件 ${media.id}`}</span>
                  <Typography.Text type="secondary" className={styles.size}>
                    {media.width}×{media.height}
                    {view === 'files' && (media.used ? ` · ${media.used}处使用` : ' · 未使用')}
                  </Typography.Text>
                </button>
                {view === 'trash' && canEdit && (
                  <Button
                    size="small"
                    aria-label={`恢复 ${media.file_name || media.id}`}
                    loading={mutations.restore.isPending && mutations.restore.variables === media.id}
                    onClick={() => mutations.restore.mutate(media.id)}
                  >
                    恢复
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Spin>
      <Pagination
        style={{ marginTop: 16 }}
        current={page}
        pageSize={MEDIA_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onChange={setPage}
        showSizeChanger={false}
        showTotal={(total) => `共 ${total} 个文件`}
        hideOnSinglePage
      />

      <MediaDetails
        media={selected}
        folders={folders.data ?? []}
        canEdit={canEdit}
        saving={mutations.save.isPending}
        onClose={() => setSelected(null)}
        onSave={(patch) =>
          selected && mutations.save.mutate({ id: selected.id, patch }, { onSuccess: (saved) => setSelected(saved) })
        }
        replacing={mutations.replace.isPending}
        onReplace={(file) =>
          selected &&
          mutations.replace.mutate({ id: selected.id, file }, { onSuccess: (replaced) => setSelected(replaced) })
        }
        onDelete={() =>
          selected &&
          confirm({
            title: '删除文件',
            content: `确定删除“${selected.title || selected.file_name || selected.id}”吗？文件将移入回收站，30天内可恢复；正在使用的文件不能删除。`,
            // A refusal (used, with its places) is the error toast's to say.
            onConfirm: () =>
              mutations.remove.mutateAsync(selected.id).then(
                () => setSelected(null),
                () => undefined,
              ),
          })
        }
      />
      <FolderCreateModal
        open={creatingFolder}
        saving={mutations.createFolder.isPending}
        onCancel={() => setCreatingFolder(false)}
        onCreate={(name) => mutations.createFolder.mutate(name, { onSuccess: () => setCreatingFolder(false) })}
      />
    </Card>
  );
}
