import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import type { PublishedRecord, PublishingConfig } from '../api/publishing';
import { useAutosave } from '../hooks/use-autosave';
import { PublishStatusBar } from './publish-status-bar';

/** What an English panel is given by its tab: the answers it hands back, its edits and the bar. */
export interface EnglishPanelWiring<V, F> {
  /** Changes when the panel must start again from the latest working copy (a stale save's reload, a restore). */
  generation: number;
  /** A save's answer, or null once removed. */
  onChange: (view: V | null) => void;
  /** 载入最新版本 after a stale save. */
  onReload: () => void;
  onEdit: (values: F, dirty: boolean) => void;
  /** The version's publishing bar, once it exists. */
  publishingBar: ReactNode;
}

interface EnglishVersionTabProps<V extends PublishedRecord, F> {
  /** The English version's publishing calls (`/api/en/news` …) and fields. */
  config: PublishingConfig;
  /** null: the record is not saved yet. */
  recordId: number | null;
  /** The English version as read with the record's translations; `take` puts an answer in its place. */
  source: { query: UseQueryResult<unknown>; translation: V | null; take: (view: V | null) => void };
  /** The autosave's body for the form's values. */
  toPayload: (values: F) => Record<string, unknown>;
  canEdit: boolean;
  timeZone?: string;
  children: (wiring: EnglishPanelWiring<V, F>) => ReactNode;
}

/**
 * An editor's 英文版本 tab (news, products, pages): loads the English version, then gives the panel its
 * publishing bar, autosave and reload. The version is read with the record's translations, not by its own
 * admin path: the bar's answers come back through `take`.
 */
export function EnglishVersionTab<V extends PublishedRecord, F>({
  config,
  recordId,
  source: { query, translation, take },
  toPayload,
  canEdit,
  timeZone,
  children,
}: EnglishVersionTabProps<V, F>) {
  const [edit, setEdit] = useState<{ values: F | null; dirty: boolean }>({ values: null, dirty: false });
  const [generation, setGeneration] = useState(0);
  const payload = useMemo(() => (edit.values ? toPayload(edit.values) : null), [edit.values, toPayload]);
  useAutosave(config, canEdit && translation ? recordId : null, payload, edit.dirty);

  if (recordId !== null && query.isError) {
    return <LoadErrorAlert title="获取英文版本失败" error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (recordId !== null && query.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return children({
    generation,
    onChange: take,
    onReload: () => {
      void query.refetch().then(() => {
        setEdit({ values: null, dirty: false });
        setGeneration((g) => g + 1);
      });
    },
    onEdit: (values, dirty) => setEdit({ values, dirty }),
    publishingBar: translation && (
      <PublishStatusBar<V>
        config={config}
        record={translation}
        canEdit={canEdit}
        timeZone={timeZone}
        dirty={edit.dirty}
        onChanged={(record) => {
          take(record);
          // A restore changes the working copy: the form shows it.
          if (!edit.dirty) setGeneration((g) => g + 1);
        }}
      />
    ),
  });
}
