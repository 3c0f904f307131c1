import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { isSessionLost } from '../../../lib/api-client';
import { appDownloadsQuery } from '../api/app-downloads';
import { useAppDownloadMutations } from '../hooks/use-app-download-mutations';
import { useTimedBanner } from '../hooks/use-timed-banner';
import { failureDetail } from '../utils/app-download-form';
import { PUBLIC_PLATFORMS, latestByPlatform, sortForAdmin } from '../utils/platforms';
import type { UploadLimits } from '../utils/upload-limits';
import { AppDownloadCard } from './app-download-card';
import { AppDownloadCreateForm } from './app-download-create-form';
import styles from './app-downloads-screen.module.css';

const LOAD_FAILED = '获取APP下载信息失败，请稍后重试';

interface AppDownloadsScreenProps {
  canEdit: boolean;
  limits: UploadLimits;
}

/** App downloads: banners (3 s), add form, one editable card per config. */
export function AppDownloadsScreen({ canEdit, limits }: AppDownloadsScreenProps) {
  const query = useQuery(appDownloadsQuery);
  const { banner, show, hide } = useTimedBanner();
  const { create, save, uploadQr, pickQr } = useAppDownloadMutations(show);
  const [adding, setAdding] = useState(false);

  const configs = useMemo(() => sortForAdmin(query.data ?? []), [query.data]);
  const shownPublicly = useMemo(
    () => new Set(latestByPlatform(query.data ?? [], PUBLIC_PLATFORMS).map((config) => config.id)),
    [query.data],
  );

  // Each failed load says so once (also after a retry fails again).
  useEffect(() => {
    if (query.isError && !isSessionLost(query.error)) show('error', LOAD_FAILED, failureDetail(query.error));
  }, [query.isError, query.error, query.errorUpdatedAt, show]);

  const busyId = (mutation: { isPending: boolean; variables?: { id: number } }) =>
    mutation.isPending ? mutation.variables?.id : undefined;

  let content;
  if (query.isPending) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (query.isError) {
    content = (
      <Card>
        <Empty description="APP下载配置未能加载">
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            重试
          </Button>
        </Empty>
      </Card>
    );
  } else if (configs.length === 0) {
    content = (
      <Card>
        <Empty description="暂无APP下载配置" />
      </Card>
    );
  } else {
    content = (
      <div className={styles.cards}>
        {configs.map((config) => (
          <AppDownloadCard
            key={config.id}
            config={config}
            public={shownPublicly.has(config.id)}
            canEdit={canEdit}
            limits={limits}
            saving={busyId(save) === config.id}
            uploading={busyId(uploadQr) === config.id || busyId(pickQr) === config.id}
            onSave={(values) => save.mutateAsync({ id: config.id, values })}
            onUpload={(file) => uploadQr.mutate({ id: config.id, file, limits })}
            onPick={(url) => pickQr.mutate({ id: config.id, url })}
          />
        ))}
      </div>
    );
  }

  return (
    <>
      <div className={styles.banners} aria-live="polite">
        {banner && (
          <Alert
            key={banner.shownAt}
            type={banner.type}
            showIcon
            closable={{ onClose: hide }}
            title={banner.title}
            description={banner.detail}
          />
        )}
      </div>
      {!canEdit && (
        <Alert type="info" showIcon title="您的角色只能查看APP下载配置，不能修改。" style={{ marginBottom: 16 }} />
      )}
      {canEdit && !adding && (
        <div className={styles.toolbar}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            添加配置
          </Button>
        </div>
      )}
      {canEdit && adding && (
        <AppDownloadCreateForm
          submitting={create.isPending}
          onSubmit={(input) => create.mutateAsync(input).then(() => setAdding(false))}
          onCancel={() => setAdding(false)}
        />
      )}
      {content}
    </>
  );
}
