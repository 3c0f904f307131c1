import type { NewsTranslationAdminView } from '@site/contracts';
import { Tag } from 'antd';
import { translationStatus } from '../utils/news-translation-form';

/** Where the English version stands: 英文：缺失 / 草稿 / 已定时 / 已发布 / 已下线. */
export function NewsTranslationTag({ translation }: { translation: NewsTranslationAdminView | null }) {
  const { label, color } = translationStatus(translation);
  return <Tag color={color}>{label}</Tag>;
}
