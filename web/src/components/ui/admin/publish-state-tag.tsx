import { PUBLISH_STATE_LABELS, type PublishState } from '@site/contracts';
import { Tag } from 'antd';
import { PUBLISH_STATE_COLORS } from './publish-state';

interface PublishStateTagProps {
  state: PublishState;
  /** The working copy differs from the live version: 「有未发布的修改」 beside the state. */
  hasChanges?: boolean;
}

/** Where a record stands, for tables and the editor's status bar: 草稿, 定时发布, 已发布 or 已下线. */
export function PublishStateTag({ state, hasChanges = false }: PublishStateTagProps) {
  return (
    <>
      <Tag color={PUBLISH_STATE_COLORS[state]}>{PUBLISH_STATE_LABELS[state]}</Tag>
      {hasChanges && state !== 'draft' && <Tag color="orange">有未发布的修改</Tag>}
    </>
  );
}
