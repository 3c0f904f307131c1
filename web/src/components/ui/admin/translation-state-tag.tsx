import type { Publication } from '@site/contracts';
import { Tag } from 'antd';

/**
 * Where a record's English version stands: 英文：缺失 / 草稿 / 已定时 / 已发布 / 已下线. Preset colours (orange for
 * what is not live yet, green live), not the status ones, whose text fails WCAG AA contrast.
 */
export function translationState(publication: Publication | null): { label: string; color: string } {
  switch (publication?.state) {
    case undefined:
      return { label: '英文：缺失', color: 'orange' };
    case 'draft':
      return { label: '英文：草稿', color: 'orange' };
    case 'scheduled':
      return { label: '英文：已定时', color: 'blue' };
    case 'published':
      return { label: '英文：已发布', color: 'green' };
    case 'archived':
      return { label: '英文：已下线', color: 'default' };
  }
}

/** The English version's state as a tag, for the editors' tab labels and the lists. */
export function TranslationStateTag({ publication }: { publication: Publication | null }) {
  const { label, color } = translationState(publication);
  return <Tag color={color}>{label}</Tag>;
}
