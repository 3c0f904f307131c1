import { PUBLISH_STATE_LABELS } from '@site/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { DataColumn } from '../../../components/ui/admin/data-table';
import { PublishStateTag } from '../../../components/ui/admin/publish-state-tag';
import { TranslationStateTag, translationState } from '../../../components/ui/admin/translation-state-tag';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { formatDateTime } from '../../../lib/format-date';
import type { ProductAdminListItem } from '../api/products';
import { cardImage, formatPrice } from '../utils/product-display';
import { STATUS_COLORS } from '../utils/product-form';
import styles from './products-screen.module.css';

/** The admin products table: picture, name, publishing state, English version, model, category, 产品状态, price, stock, date, actions. */
export function productColumns(
  actions: (product: ProductAdminListItem) => ReactNode,
): DataColumn<ProductAdminListItem>[] {
  return [
    {
      key: 'image',
      title: '图片',
      sortable: false,
      width: 84,
      render: (p) => (
        <FallbackImage className={styles.thumb} src={cardImage(p)} alt={p.name} placeholder="" sizes="64px" />
      ),
    },
    { key: 'name', title: '产品名称', keyColumn: true },
    {
      key: 'state',
      title: '状态',
      width: 150,
      keyColumn: true,
      render: (p) => <PublishStateTag state={p.publication.state} hasChanges={p.publication.has_changes} />,
      searchText: (p) => PUBLISH_STATE_LABELS[p.publication.state],
      sortValue: (p) => p.publication.state,
    },
    {
      key: 'english',
      title: '英文版本',
      width: 120,
      render: (p) => <TranslationStateTag publication={p.translations.en} />,
      searchText: (p) => translationState(p.translations.en).label,
      sortValue: (p) => p.translations.en?.state ?? null,
    },
    { key: 'model', title: '型号' },
    { key: 'category_name', title: '分类' },
    {
      key: 'status',
      title: '产品状态',
      render: (p) => <Tag color={STATUS_COLORS[p.status] ?? 'default'}>{p.status}</Tag>,
    },
    {
      key: 'price',
      title: '价格',
      render: (p) => formatPrice(p.price),
      searchText: (p) => formatPrice(p.price),
      // Numbers sort by value; 价格面议 goes last.
      sortValue: (p) => {
        const amount = Number(p.price.replace(/[^\d.]/g, ''));
        return p.price && Number.isFinite(amount) ? amount : null;
      },
    },
    { key: 'stock', title: '库存' },
    {
      key: 'date',
      title: '更新日期',
      render: (p) => formatDateTime(p.date),
      searchText: (p) => formatDateTime(p.date),
    },
    { key: 'actions', title: '操作', sortable: false, render: actions },
  ];
}
