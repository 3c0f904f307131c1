import type { CategoryView } from '@site/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { buildCategoryTree, descendantIds, type CategoryNode } from '../utils/category-tree';
import styles from './category-filter-tree.module.css';

interface CategoryFilterTreeProps {
  title: string;
  allLabel: string;
  categories: readonly CategoryView[];
  /** null = all. */
  selected: number | null;
  onSelect: (id: number | null) => void;
}

/** Public side filter: every node starts expanded and toggles; a parent includes its descendants. */
export function CategoryFilterTree({ title, allLabel, categories, selected, onSelect }: CategoryFilterTreeProps) {
  const { t } = useTranslation();
  const tree = useMemo(() => buildCategoryTree(categories), [categories]);
  const included = useMemo(
    () => (selected === null ? new Set<number>() : descendantIds(categories, selected)),
    [categories, selected],
  );
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const renderNodes = (nodes: readonly CategoryNode[]) => (
    <ul className={styles.list}>
      {nodes.map((node) => {
        const open = !collapsed.has(node.id);
        const current = node.id === selected;
        const itemClass = current ? styles.selected : included.has(node.id) ? styles.included : undefined;
        return (
          <li key={node.id}>
            <div className={styles.row} style={{ paddingLeft: (node.level - 1) * 16 }}>
              {node.children.length > 0 ? (
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={open}
                  aria-label={t(open ? 'categories.collapse' : 'categories.expand', { name: node.name })}
                  onClick={() => toggle(node.id)}
                >
                  <svg viewBox="0 0 16 16" aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron}>
                    <path d="M6 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                  </svg>
                </button>
              ) : (
                <span className={styles.spacer} />
              )}
              <button
                type="button"
                className={itemClass ? `${styles.item} ${itemClass}` : styles.item}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(node.id)}
              >
                {node.name}
              </button>
            </div>
            {open && node.children.length > 0 && renderNodes(node.children)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav className={styles.panel} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.row}>
        <button
          type="button"
          className={selected === null ? `${styles.item} ${styles.selected}` : styles.item}
          aria-current={selected === null ? 'true' : undefined}
          onClick={() => onSelect(null)}
        >
          {allLabel}
        </button>
      </div>
      {renderNodes(tree)}
    </nav>
  );
}
