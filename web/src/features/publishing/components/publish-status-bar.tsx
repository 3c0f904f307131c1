import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/ui/admin/confirm-dialog';
import { useToast } from '../../../components/ui/admin/use-toast';
import type { PublishedRecord, PublishingConfig } from '../api/publishing';
import { usePublishingActions } from '../hooks/use-publishing-actions';
import type { ValueFormatter } from '../utils/text-diff';
import { DEFAULT_SITE_TIME_ZONE, formatWithZone } from '../utils/zoned-time';
import { HistoryDrawer } from './history-drawer';
import { PreviewLinksDialog } from './preview-links-dialog';
import { PublishStateTag } from '../../../components/ui/admin/publish-state-tag';
import { ScheduleDialog } from './schedule-dialog';
import styles from './publish-status-bar.module.css';

interface PublishStatusBarProps<R extends PublishedRecord> {
  config: PublishingConfig;
  /** The record as the admin answer gives it: its id and publication. */
  record: R;
  /** Viewers see where the record stands and its history, and change nothing. */
  canEdit: boolean;
  /** The site's time zone (general setting `timeZone`). */
  timeZone?: string;
  /** The form has changes not saved yet: publishing would skip them, so it waits for a save. */
  dirty?: boolean;
  /** false: the record is always live (site pages refuse 下线 and a take-down time). */
  allowUnpublish?: boolean;
  /** Every answer that changes the record (publish, schedule, restore …): the page takes it into its form. */
  onChanged?: (record: R) => void;
  formatValue?: ValueFormatter;
}

type Dialog = 'schedule' | 'links' | 'history' | null;

/**
 * The editor's publishing bar: where the record stands (草稿 / 定时发布 于 … / 已发布, 有未发布的修改)
 * and what can be done: 发布, 定时发布, 取消定时, 下线, 预览链接, 历史版本.
 */
export function PublishStatusBar<R extends PublishedRecord>({
  config,
  record,
  canEdit,
  timeZone = DEFAULT_SITE_TIME_ZONE,
  dirty = false,
  allowUnpublish = true,
  onChanged,
  formatValue,
}: PublishStatusBarProps<R>) {
  const toast = useToast();
  const confirm = useConfirmDialog();
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = usePublishingActions<R>(config, record.id, toast, { onChanged });
  const { publication } = record;
  const { state } = publication;
  const busy =
    actions.publish.isPending ||
    actions.unpublish.isPending ||
    actions.unschedule.isPending ||
    actions.schedule.isPending;
  const nothingNew = state === 'published' && !publication.has_changes;
  const savedFirst = dirty ? '有未保存的修改，请先保存' : undefined;

  const unpublish = () =>
    confirm({
      title: '下线这篇内容？',
      content: '下线后访客将无法再看到它；内容和历史版本都会保留，可以随时重新发布。',
      okText: '下线',
      // A refusal is said by the toast; the dialog closes either way.
      onConfirm: () => actions.unpublish.mutateAsync().catch(() => undefined),
    });

  return (
    <div className={styles.bar} role="region" aria-label="发布状态">
      <div className={styles.status}>
        <PublishStateTag state={state} hasChanges={publication.has_changes} />
        {state === 'scheduled' && publication.publish_at && (
          <span className={styles.note}>{`于 ${formatWithZone(publication.publish_at, timeZone)}`}</span>
        )}
        {state !== 'scheduled' && publication.publish_at && (
          <span className={styles.note}>{`修改将于 ${formatWithZone(publication.publish_at, timeZone)} 发布`}</span>
        )}
        {publication.unpublish_at && (
          <span className={styles.note}>{`将于 ${formatWithZone(publication.unpublish_at, timeZone)} 下线`}</span>
        )}
      </div>
      <Space wrap>
        <Tooltip title={savedFirst}>
          <Button
            type="primary"
            disabled={!canEdit || busy || dirty || nothingNew}
            loading={actions.publish.isPending}
            onClick={() => actions.publish.mutate(publication.version)}
          >
            发布
          </Button>
        </Tooltip>
        <Tooltip title={savedFirst}>
          <Button disabled={!canEdit || busy || dirty} onClick={() => setDialog('schedule')}>
            定时发布
          </Button>
        </Tooltip>
        {publication.publish_at && (
          <Button
            disabled={!canEdit || busy}
            loading={actions.unschedule.isPending}
            onClick={() => actions.unschedule.mutate()}
          >
            取消定时
          </Button>
        )}
        {allowUnpublish && state === 'published' && (
          <Button danger disabled={!canEdit || busy} onClick={unpublish}>
            下线
          </Button>
        )}
        <Button disabled={!canEdit} onClick={() => setDialog('links')}>
          预览链接
        </Button>
        <Button onClick={() => setDialog('history')}>历史版本</Button>
      </Space>
      <ScheduleDialog
        open={dialog === 'schedule'}
        timeZone={timeZone}
        publishAt={publication.publish_at}
        unpublishAt={publication.unpublish_at}
        allowUnpublish={allowUnpublish}
        onCancel={() => setDialog(null)}
        onSubmit={async (body) => {
          await actions.schedule.mutateAsync(body);
          setDialog(null);
        }}
      />
      <PreviewLinksDialog
        open={dialog === 'links'}
        config={config}
        id={record.id}
        canEdit={canEdit}
        timeZone={timeZone}
        onClose={() => setDialog(null)}
        onCreate={(hours) => actions.createLink.mutateAsync(hours)}
        onRevoke={(linkId) => actions.revokeLink.mutateAsync(linkId)}
        revoking={actions.revokeLink.isPending ? (actions.revokeLink.variables ?? null) : null}
      />
      <HistoryDrawer
        open={dialog === 'history'}
        config={config}
        id={record.id}
        canEdit={canEdit}
        timeZone={timeZone}
        onClose={() => setDialog(null)}
        onRestore={(rev) => actions.restore.mutateAsync(rev)}
        formatValue={formatValue}
      />
    </div>
  );
}
