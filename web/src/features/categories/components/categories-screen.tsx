import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { CategoryType, CategoryView } from '@site/contracts';
import { Alert, Button, Card, Empty, Skeleton, Tabs, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useConfirmDialog } from '../../../components/ui/admin/confirm-dialog';
import { useToast } from '../../../components/ui/admin/use-toast';
import { adminCategoriesQuery } from '../api/categories';
import { useCategoryMutations } from '../hooks/use-category-mutations';
import { categoryLoadError } from '../utils/category-errors';
import { translationChange } from '../utils/category-translation';
import { buildCategoryTree, countNodes, ofType, type CategoryNode } from '../utils/category-tree';
import { CategoryFormModal, type CategoryDraft, type CategoryFormValues } from './category-form-modal';
import { CategoryTreeList } from './category-tree-list';
import styles from './categories-screen.module.css';

type Filter = CategoryType | 'all';

const FILTER_TABS: { key: Filter; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'news', label: '新闻' },
  { key: 'product', label: '产品' },
];

interface CategoriesScreenProps {
  /** Viewers and visitors read only: no add, edit or delete. */
  canEdit: boolean;
  /** Shown above the tree when read-only (e.g. a sign-in hint). */
  readOnlyNotice?: ReactNode;
}

/** Categories: filter tabs, add/edit forms, collapsible tree with per-row actions, count and empty state. */
export function CategoriesScreen({ canEdit, readOnlyNotice }: CategoriesScreenProps) {
  const toast = useToast();
  const confirm = useConfirmDialog();
  const query = useQuery(adminCategoriesQuery());
  const { create, update, remove } = useCategoryMutations(toast);
  const [filter, setFilter] = useState<Filter>('all');
  const [draft, setDraft] = useState<CategoryDraft | null>(null);

  const all = useMemo(() => query.data ?? [], [query.data]);
  const tree = useMemo(() => buildCategoryTree(ofType(all, filter)), [all, filter]);
  const shown = countNodes(tree);
  const english = useMemo(() => new Map(all.map((c) => [c.id, c.translations.en])), [all]);
  const missingEnglish = useMemo(
    () => all.filter((c) => (filter === 'all' || c.type === filter) && c.translations.en === null).length,
    [all, filter],
  );

  const openAdd = () => setDraft({ mode: 'add', type: filter === 'all' ? 'product' : filter, parentId: null });
  const openAddChild = (node: CategoryNode) => setDraft({ mode: 'add', type: node.type, parentId: node.id });

  // On edit, English goes out only when its fields changed: a Chinese rename leaves it alone.
  const submit = async (values: CategoryFormValues) => {
    if (!draft) return;
    const name = values.name.trim();
    if (draft.mode === 'edit') {
      const en = translationChange(values.en, draft.category.translations.en);
      const input = en === undefined ? { name } : { name, translations: { en } };
      await update.mutateAsync({ id: draft.category.id, input });
    } else {
      const en = translationChange(values.en, null);
      await create.mutateAsync({
        name,
        slug: values.slug?.trim() ?? '',
        type: values.type,
        parent_id: values.parent_id ?? null,
        ...(en ? { translations: { en } } : {}),
      });
    }
    setDraft(null);
  };

  const openEdit = (node: CategoryNode) => {
    const category = all.find((c) => c.id === node.id);
    if (category) setDraft({ mode: 'edit', category });
  };

  const askDelete = (category: CategoryView) =>
    confirm({
      title: '确认删除分类',
      content: `确定要删除分类“${category.name}”吗？此操作不可撤销。`,
      onConfirm: () => remove.mutateAsync(category).catch(() => undefined),
    });

  if (query.isError) {
    return (
      <Card>
        <Alert
          type="error"
          showIcon
          title={categoryLoadError(query.error)}
          description="请检查网络或稍后重试。"
          action={
            <Button icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
              重试
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Card>
      {!canEdit && readOnlyNotice}
      <div className={styles.toolbar}>
        <Tabs
          activeKey={filter}
          onChange={(key) => setFilter(key as Filter)}
          items={FILTER_TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
          className={styles.tabs}
        />
        <div className={styles.toolbarEnd}>
          <Typography.Text type="secondary" data-testid="category-count">
            共 {shown} 个分类
          </Typography.Text>
          {missingEnglish > 0 && (
            <Typography.Text type="secondary" data-testid="category-missing-en">
              {missingEnglish} 个分类缺少英文版本
            </Typography.Text>
          )}
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
              添加分类
            </Button>
          )}
        </div>
      </div>

      {query.isPending ? (
        <Skeleton active />
      ) : tree.length === 0 ? (
        <Empty description="暂无分类">
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
              添加第一个分类
            </Button>
          )}
        </Empty>
      ) : (
        <CategoryTreeList
          // A new filter starts from the initial expansion again.
          key={filter}
          nodes={tree}
          english={english}
          canEdit={canEdit}
          onAddChild={openAddChild}
          onEdit={openEdit}
          onDelete={askDelete}
        />
      )}

      <CategoryFormModal
        draft={draft}
        categories={all}
        submitting={create.isPending || update.isPending}
        onSubmit={submit}
        onCancel={() => setDraft(null)}
      />
    </Card>
  );
}
