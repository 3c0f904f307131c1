import { DownOutlined, RightOutlined } from '@ant-design/icons';
import type { CategoryTranslationView } from '@site/contracts';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { CATEGORY_TYPE_NAMES, MAX_CATEGORY_LEVEL, type CategoryNode } from '../utils/category-tree';
import styles from './categories-screen.module.css';

interface CategoryTreeListProps {
  nodes: readonly CategoryNode[];
  /** Each category's English version, null where it has none. */
  english: ReadonlyMap<number, CategoryTranslationView | null>;
  canEdit: boolean;
  onAddChild: (node: CategoryNode) => void;
  onEdit: (node: CategoryNode) => void;
  onDelete: (node: CategoryNode) => void;
}

const TYPE_COLORS = { news: 'blue', product: 'green' } as const;

/**
 * Collapsible tree, top level expanded; a row shows name, type, level, English version, child count,
 * slug, date and its actions.
 */
export function CategoryTreeList({ nodes, english, canEdit, onAddChild, onEdit, onDelete }: CategoryTreeListProps) {
  // Only what the user toggled is stored; everything else follows the initial rule (top level open).
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const isOpen = (node: CategoryNode) => toggled.get(node.id) ?? node.level === 1;
  const toggle = (node: CategoryNode) => setToggled((current) => new Map(current).set(node.id, !isOpen(node)));

  const render = (list: readonly CategoryNode[]) => (
    <ul className={styles.tree}>
      {list.map((node) => {
        const open = isOpen(node);
        const hasChildren = node.children.length > 0;
        const translated = english.get(node.id) ?? null;
        return (
          <li key={node.id}>
            <div className={styles.row} style={{ paddingLeft: 12 + (node.level - 1) * 28 }} data-testid="category-row">
              {hasChildren ? (
                <Button
                  type="text"
                  size="small"
                  className={styles.toggle}
                  icon={open ? <DownOutlined /> : <RightOutlined />}
                  aria-expanded={open}
                  aria-label={`${open ? '收起' : '展开'}${node.name}`}
                  onClick={() => toggle(node)}
                />
              ) : (
                <span className={styles.toggle} />
              )}
              <div className={styles.info}>
                <Space size={6} wrap>
                  <Typography.Text strong className={styles.name}>
                    {node.name}
                  </Typography.Text>
                  <Tag color={TYPE_COLORS[node.type]}>{CATEGORY_TYPE_NAMES[node.type]}</Tag>
                  {node.level > 1 && <Tag>{`L${node.level}`}</Tag>}
                  {translated ? (
                    <Tag color="green" title={translated.name}>
                      英文：已翻译
                    </Tag>
                  ) : (
                    <Tag color="orange">英文：缺失</Tag>
                  )}
                  {hasChildren && <Typography.Text type="secondary">{node.children.length} 个子分类</Typography.Text>}
                </Space>
                <Typography.Text type="secondary" className={styles.meta}>
                  别名：{node.slug} · 创建于 {formatDateTime(node.created_at) || '—'}
                </Typography.Text>
              </div>
              {canEdit && (
                <Space size={0} wrap className={styles.rowActions}>
                  {node.level < MAX_CATEGORY_LEVEL && (
                    <Button type="link" size="small" onClick={() => onAddChild(node)}>
                      添加子分类
                    </Button>
                  )}
                  <Button type="link" size="small" onClick={() => onEdit(node)}>
                    编辑
                  </Button>
                  <Button type="link" size="small" danger onClick={() => onDelete(node)}>
                    删除
                  </Button>
                </Space>
              )}
            </div>
            {open && hasChildren && render(node.children)}
          </li>
        );
      })}
    </ul>
  );

  return render(nodes);
}
