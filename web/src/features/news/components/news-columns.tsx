import { type NewsAdminListItem, PUBLISH_STATE_LABELS } from '@site/contracts';
import type { ReactNode } from 'react';
import type { DataColumn } from '../../../components/ui/admin/data-table';
import { PublishStateTag } from '../../../components/ui/admin/publish-state-tag';
import { TranslationStateTag, translationState } from '../../../components/ui/admin/translation-state-tag';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { authorLabel, categoryLabel, newsDate } from '../utils/news-display';
import styles from './news-editor.module.css';

/** The admin news table: cover, title, state, English version, category, author, date, views, actions. */
export function newsColumns(actions: (news: NewsAdminListItem) => ReactNode): DataColumn<NewsAdminListItem>[] {
  return [
    {
      key: 'cover_image',
      title: '封面',
      sortable: false,
      width: 84,
      render: (n) => (
        <FallbackImage className={styles.thumb} src={n.cover_image} alt={n.title} placeholder="" sizes="64px" />
      ),
    },
    { key: 'title', title: '标题', keyColumn: true },
    {
      key: 'state',
      title: '状态',
      width: 150,
      keyColumn: true,
      render: (n) => <PublishStateTag state={n.publication.state} hasChanges={n.publication.has_changes} />,
      searchText: (n) => PUBLISH_STATE_LABELS[n.publication.state],
      sortValue: (n) => n.publication.state,
    },
    {
      key: 'english',
      title: '英文版本',
      width: 120,
      render: (n) => <TranslationStateTag publication={n.translations.en} />,
      searchText: (n) => translationState(n.translations.en).label,
      sortValue: (n) => n.translations.en?.state ?? null,
    },
    {
      key: 'category_name',
      title: '分类',
      render: (n) => categoryLabel(n.category_name),
      searchText: (n) => categoryLabel(n.category_name),
    },
    {
      key: 'author',
      title: '作者',
      render: (n) => authorLabel(n.author),
      searchText: (n) => authorLabel(n.author),
    },
    {
      key: 'date',
      title: '发布日期',
      render: (n) => newsDate(n.date),
      searchText: (n) => newsDate(n.date),
      // ISO text sorts as time; a missing date goes last.
      sortValue: (n) => n.date || null,
    },
    { key: 'views', title: '浏览量' },
    { key: 'actions', title: '操作', sortable: false, render: actions },
  ];
}
