import { PUBLISH_STATE_LABELS, PUBLISH_STATES, type PublishState } from '@site/contracts';

/**
 * Tag colours: a draft plain, a schedule blue, live green, taken down amber. Preset colours, not the
 * status ones (`success`…), whose text fails WCAG AA contrast on its own light background.
 */
export const PUBLISH_STATE_COLORS: Record<PublishState, string> = {
  draft: 'default',
  scheduled: 'blue',
  published: 'green',
  archived: 'orange',
};

/** The admin table's status column filters (`{ text, value }`), in the states' order. */
export function publishStateFilter(): { text: string; value: PublishState }[] {
  return PUBLISH_STATES.map((state) => ({ text: PUBLISH_STATE_LABELS[state], value: state }));
}

/** The admin list's status select (`?status=`); `all` (全部状态) first, which the server reads as no filter. */
export function publishStateOptions(): { label: string; value: PublishState | 'all' }[] {
  return [
    { label: '全部状态', value: 'all' },
    ...PUBLISH_STATES.map((state) => ({ label: PUBLISH_STATE_LABELS[state], value: state })),
  ];
}
