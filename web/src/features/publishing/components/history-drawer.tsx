import { REVISION_ACTION_LABELS, type RevisionSummary } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Empty, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorDetail } from '../../../lib/api-client';
import { revisionQuery, revisionsQuery, type PublishingConfig, type RestoreAnswer } from '../api/publishing';
import type { ValueFormatter } from '../utils/text-diff';
import { formatInZone } from '../utils/zoned-time';
import { CompareView } from './compare-view';
import styles from './history-drawer.module.css';

interface HistoryDrawerProps {
  open: boolean;
  config: PublishingConfig;
  id: number;
  canEdit: boolean;
  timeZone: string;
  onClose: () => void;
  /** Restores a revision as the working copy; the answer names what could not come back. */
  onRestore: (rev: number) => Promise<RestoreAnswer>;
  formatValue?: ValueFormatter;
}

const NOTHING: Readonly<Record<string, unknown>> = {};

export const revisionTitle = (revision: RevisionSummary) =>
  `${REVISION_ACTION_LABELS[revision.action]} · 版本 ${revision.version}`;

/**
 * 历史版本: the record's revisions, newest first. One is picked (the newest to begin with) and
 * compared with an older one (the one before it unless another is chosen); a picked revision can
 * be restored as a new draft, which never touches the live version.
 */
export function HistoryDrawer({
  open,
  config,
  id,
  canEdit,
  timeZone,
  onClose,
  onRestore,
  formatValue,
}: HistoryDrawerProps) {
  const { modal } = App.useApp();
  const revisions = useQuery({ ...revisionsQuery(config, id), enabled: open });
  const items = revisions.data?.items ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const [chosenBase, setChosenBase] = useState<number | null>(null);
  const [dropped, setDropped] = useState<string[] | null>(null);

  const selectedIndex = Math.max(
    0,
    items.findIndex((r) => r.id === picked),
  );
  const selected = items.at(selectedIndex) ?? null;
  const base = items.find((r) => r.id === chosenBase && r.id !== selected?.id) ?? items.at(selectedIndex + 1) ?? null;

  const after = useQuery({ ...revisionQuery(config, id, selected?.id ?? 0), enabled: open && selected !== null });
  const before = useQuery({ ...revisionQuery(config, id, base?.id ?? 0), enabled: open && base !== null });

  const pick = (revision: RevisionSummary) => {
    setPicked(revision.id);
    setChosenBase(null);
    setDropped(null);
  };

  const confirmRestore = (revision: RevisionSummary): void => {
    modal.confirm({
      title: `恢复「${revisionTitle(revision)}」为草稿？`,
      content:
        '恢复会用这个版本的内容创建一个新的草稿，当前的草稿会保留在历史版本中。线上版本不会改变，发布后才会替换。',
      okText: '恢复为草稿',
      cancelText: '取消',
      // A refusal is said by the restore's toast; the dialog closes either way.
      onOk: () =>
        onRestore(revision.id).then(
          (answer) => {
            setDropped(answer.dropped);
            setPicked(null);
            setChosenBase(null);
          },
          () => undefined,
        ),
    });
  };

  const compared = () => {
    if (selected === null) return null;
    const failed = after.error ?? before.error;
    if (failed) return <Alert type="error" title="版本内容加载失败" description={errorDetail(failed)} />;
    if (after.isPending || (base !== null && before.isPending)) return <Spin />;
    return (
      <CompareView
        fields={config.fields}
        before={base === null ? NOTHING : (before.data?.fields ?? NOTHING)}
        after={after.data?.fields ?? NOTHING}
        formatValue={formatValue}
      />
    );
  };

  return (
    <Drawer title="历史版本" open={open} onClose={onClose} size={1040} destroyOnHidden>
      {dropped !== null && (
        <Alert
          style={{ marginBottom: 16 }}
          type={dropped.length > 0 ? 'warning' : 'success'}
          showIcon
          closable
          onClose={() => setDropped(null)}
          title={dropped.length > 0 ? '已恢复为草稿，以下内容已不存在，未能恢复：' : '已恢复为草稿，线上版本没有改变'}
          description={
            dropped.length > 0 ? (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {dropped.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      {revisions.isError ? (
        <Alert type="error" title="历史版本加载失败" description={errorDetail(revisions.error)} />
      ) : revisions.isPending ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description="还没有历史版本" />
      ) : (
        <div className={styles.layout}>
          <nav aria-label="版本列表">
            <ul className={styles.revisions}>
              {items.map((revision) => (
                <li key={revision.id}>
                  <button
                    type="button"
                    className={styles.revision}
                    aria-current={revision.id === selected?.id}
                    data-base={revision.id === base?.id}
                    onClick={() => pick(revision)}
                  >
                    <span className={styles.revisionTitle}>
                      {REVISION_ACTION_LABELS[revision.action]}
                      {revision.live && <Tag color="green">当前线上版本</Tag>}
                    </span>
                    <span className={styles.revisionMeta}>
                      {`${revision.actor_name} · ${formatInZone(revision.created_at, timeZone)} · 版本 ${revision.version}`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-label="版本对比">
            {selected !== null && (
              <div className={styles.toolbar}>
                <Space wrap>
                  <Typography.Text>对比</Typography.Text>
                  <Select<number | 'none'>
                    aria-label="对比的旧版本"
                    style={{ minWidth: 260 }}
                    value={base?.id ?? 'none'}
                    onChange={(value) => setChosenBase(value === 'none' ? null : value)}
                    options={[
                      ...items
                        .filter((r) => r.id !== selected.id)
                        .map((r) => ({
                          value: r.id,
                          label: `${revisionTitle(r)}（${formatInZone(r.created_at, timeZone)}）`,
                        })),
                      ...(base === null ? [{ value: 'none' as const, label: '（无更早的版本）' }] : []),
                    ]}
                  />
                  <Typography.Text>{`→ ${revisionTitle(selected)}`}</Typography.Text>
                </Space>
                {canEdit && (
                  <Button onClick={() => confirmRestore(selected)} disabled={after.isPending}>
                    恢复为草稿
                  </Button>
                )}
              </div>
            )}
            {compared()}
          </section>
        </div>
      )}
    </Drawer>
  );
}
