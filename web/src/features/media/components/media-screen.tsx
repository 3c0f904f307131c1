import { useQuery } from '@tanstack/react-query';
import { type MediaFolderView, type MediaView } from '@site/contracts';
import { Button, Card, Empty, Segmented, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/ui/admin/confirm-dialog';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { MediaPager } from '../../../components/ui/admin/media-pager';
import { useToast } from '../../../components/ui/admin/use-toast';
import { mediaFoldersQuery, mediaListQuery, mediaTrashQuery, NO_FILTERS, type MediaFilters } from '../api/media';
import { useBulkActions, type BulkAction, type BulkReport } from '../hooks/use-bulk-actions';
import { useBulkUpload } from '../hooks/use-bulk-upload';
import { useMediaMutations } from '../hooks/use-media-mutations';
import { useSelection } from '../hooks/use-selection';
import { BulkActions } from './bulk-actions';
import { BulkReportAlert } from './bulk-report-alert';
import { BulkUpload } from './bulk-upload';
import { FolderNameModal } from './folder-name-modal';
import { MediaDetails } from './media-details';
import { MediaGrid, type MediaItemsProps } from './media-grid';
import { MediaList } from './media-list';
import { MediaToolbar } from './media-toolbar';

interface MediaScreenProps {
  /** Editors and admins describe files, upload and manage folders; viewers browse. */
  canEdit: boolean;
  /** The signed-in account's id, for 我上传的; null while unknown. */
  currentUserId?: number | null;
}

/** The media library: every upload, searchable and filtered, in a grid or a list, with bulk upload and actions. */
export function MediaScreen({ canEdit, currentUserId = null }: MediaScreenProps) {
  const toast = useToast();
  const confirm = useConfirmDialog();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<MediaFilters>(NO_FILTERS);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [opened, setOpened] = useState<MediaView | null>(null);
  const [namingFolder, setNamingFolder] = useState<MediaFolderView | 'new' | null>(null);
  const [view, setView] = useState<'files' | 'trash'>('files');
  const [report, setReport] = useState<BulkReport | null>(null);
  const files = useQuery({ ...mediaListQuery({ page, ...filters }), enabled: view === 'files' });
  const trash = useQuery({ ...mediaTrashQuery(page), enabled: view === 'trash' });
  const list = view === 'files' ? files : trash;
  const folders = useQuery(mediaFoldersQuery);
  const mutations = useMediaMutations(toast);
  const selection = useSelection();
  const bulk = useBulkActions();
  const uploads = useBulkUpload();
  const items = list.data?.items ?? [];
  const currentFolder = folders.data?.find((f) => f.id === filters.folder);
  const filtered = Object.entries(filters).some(([key, value]) => value !== NO_FILTERS[key as keyof MediaFilters]);

  const changeFilters = (patch: Partial<MediaFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  // The page's record where it is on screen: tags edited since the tick are kept when tags are added.
  const ticked = () => selection.files.map((f) => items.find((m) => m.id === f.id) ?? f);
  // The files that went through leave the selection; the refused stay ticked to try again.
  const runBulk = (action: BulkAction) =>
    bulk.mutateAsync(action).then((done) => {
      selection.drop(done.done);
      setReport(done);
    });

  const itemsProps: MediaItemsProps = {
    items,
    trash: view === 'trash',
    canEdit,
    selected: selection.ids,
    onSelect: (media, checked) => selection.set([media], checked),
    onOpen: setOpened,
    onRestore: (media) => mutations.restore.mutate(media.id),
    restoring: mutations.restore.isPending ? (mutations.restore.variables ?? null) : null,
  };

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Segmented
          aria-label="媒体库视图"
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
        <Segmented
          aria-label="显示方式"
          value={layout}
          options={[
            { value: 'grid', label: '网格' },
            { value: 'list', label: '列表' },
          ]}
          onChange={(value) => setLayout(value as 'grid' | 'list')}
        />
      </Space>
      {view === 'trash' ? (
        <Typography.Paragraph type="secondary">
          删除的文件在回收站保留30天，之后连同所有尺寸的副本一起永久清除。
        </Typography.Paragraph>
      ) : (
        <>
          <MediaToolbar
            filters={filters}
            onChange={changeFilters}
            folders={folders.data ?? []}
            currentUserId={currentUserId}
          />
          {canEdit && (
            <>
              <Space wrap style={{ marginBottom: 16 }}>
                <Button onClick={() => setNamingFolder('new')}>新建文件夹</Button>
                {currentFolder && <Button onClick={() => setNamingFolder(currentFolder)}>重命名文件夹</Button>}
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
                            () => changeFilters({ folder: null }),
                            () => undefined,
                          ),
                      })
                    }
                  >
                    删除文件夹
                  </Button>
                )}
              </Space>
              <BulkUpload
                items={uploads.items}
                onFiles={(chosen) => uploads.add(chosen, filters.folder)}
                onCancel={uploads.cancel}
                onCancelWaiting={uploads.cancelWaiting}
                onClearFinished={uploads.clearFinished}
                folderName={currentFolder?.name ?? null}
              />
              <BulkActions
                pageItems={items}
                selected={selection.ids}
                folders={folders.data ?? []}
                busy={bulk.isPending}
                onSelectPage={(checked) => selection.set(items, checked)}
                onClear={selection.clear}
                onMove={(folderId, folderName) => runBulk({ kind: 'move', files: ticked(), folderId, folderName })}
                onTag={(tags) => runBulk({ kind: 'tag', files: ticked(), tags })}
                onDelete={() => runBulk({ kind: 'delete', files: ticked() })}
              />
              {report && <BulkReportAlert report={report} onClose={() => setReport(null)} />}
            </>
          )}
        </>
      )}

      {list.isError && <LoadErrorAlert title="加载媒体库失败" error={list.error} onRetry={() => void list.refetch()} />}
      <Spin spinning={list.isFetching}>
        {items.length === 0 && !list.isPending ? (
          <Empty
            description={view === 'trash' ? '回收站是空的' : filtered ? '没有找到匹配的文件' : '媒体库中还没有文件'}
          />
        ) : layout === 'grid' ? (
          <MediaGrid {...itemsProps} />
        ) : (
          <MediaList {...itemsProps} />
        )}
      </Spin>
      <MediaPager style={{ marginTop: 16 }} page={page} total={list.data?.total ?? 0} onChange={setPage} />

      <MediaDetails
        media={opened}
        folders={folders.data ?? []}
        canEdit={canEdit}
        saving={mutations.save.isPending}
        onClose={() => setOpened(null)}
        onSave={(patch) =>
          opened && mutations.save.mutate({ id: opened.id, patch }, { onSuccess: (saved) => setOpened(saved) })
        }
        replacing={mutations.replace.isPending}
        onReplace={(file) =>
          opened && mutations.replace.mutate({ id: opened.id, file }, { onSuccess: (replaced) => setOpened(replaced) })
        }
        onDelete={() =>
          opened &&
          confirm({
            title: '删除文件',
            content: `确定删除“${opened.title || opened.file_name || opened.id}”吗？文件将移入回收站，30天内可恢复；正在使用的文件不能删除。`,
            // A refusal (used, with its places) is the error toast's to say.
            onConfirm: () =>
              mutations.remove.mutateAsync(opened.id).then(
                () => {
                  selection.drop([opened.id]);
                  setOpened(null);
                },
                () => undefined,
              ),
          })
        }
      />
      <FolderNameModal
        folder={namingFolder}
        saving={mutations.createFolder.isPending || mutations.renameFolder.isPending}
        onCancel={() => setNamingFolder(null)}
        onSave={(name) => {
          const done = { onSuccess: () => setNamingFolder(null) };
          if (namingFolder === 'new') mutations.createFolder.mutate(name, done);
          else if (namingFolder) mutations.renameFolder.mutate({ id: namingFolder.id, name }, done);
        }}
      />
    </Card>
  );
}
