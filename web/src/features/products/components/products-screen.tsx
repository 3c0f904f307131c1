import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductAdminView, ProductPromises, PublishState } from '@site/contracts';
import { Alert, Button, Card, Select, Skeleton, Space, Tabs } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PickerNode } from '../../../components/ui/admin/category-tree-picker';
import { useConfirmDialog } from '../../../components/ui/admin/confirm-dialog';
import { DataTable } from '../../../components/ui/admin/data-table';
import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { publishStateOptions } from '../../../components/ui/admin/publish-state';
import { TranslationStateTag } from '../../../components/ui/admin/translation-state-tag';
import { useToast } from '../../../components/ui/admin/use-toast';
import { ApiError } from '../../../lib/api-client';
import { adminProductQuery, adminProductsQuery, type ProductAdminListItem } from '../api/products';
import { isStaleVersion, useProductMutations } from '../hooks/use-product-mutations';
import { useProductTranslation } from '../hooks/use-product-translation';
import { NEW_PRODUCT_VALUES, productToFormValues, type ProductFormValues } from '../utils/product-form';
import { productColumns } from './product-columns';
import { ProductForm } from './product-form';

/** Admin products table page size. */
const PAGE_SIZE = 5;

/** What the page composes around a saved product's form: its publishing bar and the compare dialog. */
export interface ProductEditorContext {
  /** The product's working copy and where it stands. */
  product: ProductAdminView;
  /** The values as typed (null until the first change), and whether they differ from the last save. */
  values: ProductFormValues | null;
  dirty: boolean;
  /** A save was refused as stale (409): this form's values, until the dialog closes. */
  stale: ProductFormValues | null;
  /**
   * An answer that changed the product (publish, schedule, restore, an overwrite): the screen takes it.
   * `saved`: these values are now saved; `remount`: the form shows the record's working copy.
   */
  take: (record: ProductAdminView, options?: { saved?: ProductFormValues; remount?: boolean }) => void;
  /** Drops this form's changes and shows the latest working copy. */
  reload: () => Promise<void>;
  closeStale: () => void;
}

/** What the page composes in the form's 英文版本 tab. */
export interface ProductEnglishContext {
  /** The saved product; null for a new one (its English version waits for the first save). */
  product: ProductAdminView | null;
  /** The Chinese form's values as they stand, for 从中文复制. */
  chinese: () => ProductFormValues;
}

interface ProductsScreenProps {
  canEdit: boolean;
  categoryTree: readonly PickerNode[];
  categoriesLoading: boolean;
  /** The 商品页 settings' lines, shown as each promise's default; undefined until loaded. */
  promiseDefaults?: ProductPromises;
  /** The image manager of the product in the form (null: a new product, whose images stay temporary). */
  renderImages: (productId: number | null) => ReactNode;
  /** A saved product's publishing bar and compare dialog, shown above its form. */
  renderPublishing?: (context: ProductEditorContext) => ReactNode;
  /** The form's 英文版本 tab (none: the form alone, without tabs). */
  renderEnglish?: (context: ProductEnglishContext) => ReactNode;
  /** With `openProductId`: the form opens on that language's tab (`en`: 英文版本). */
  openLanguage?: 'en' | null;
  /** Attaches the temporary images to a product just created. */
  onCreated: (product: ProductAdminView) => Promise<void>;
  /** The form closed, or its new product was created: temporary images of an unsaved product are dropped. */
  onFormClosed: () => void;
  /** A product to open in the form once the list has it (a link from the media library's 使用位置). */
  openProductId?: number | null;
  /** Called once that product was looked for, found or not. */
  onOpened?: () => void;
}

interface EditState {
  values: ProductFormValues | null;
  dirty: boolean;
}
const UNTOUCHED: EditState = { values: null, dirty: false };

/**
 * Products: the table (any publishing state, filtered by 状态), or the add/edit form in its place. A save
 * is a draft unless 保存并发布; a saved product stays in its form, with what `renderPublishing` gives it.
 */
export function ProductsScreen(props: ProductsScreenProps) {
  const { canEdit, categoryTree, categoriesLoading, renderImages, onCreated, onFormClosed, openProductId, onOpened } =
    props;
  const { promiseDefaults, renderPublishing, renderEnglish } = props;
  const toast = useToast();
  const confirm = useConfirmDialog();
  const queryClient = useQueryClient();
  const query = useQuery(adminProductsQuery);
  const { save, remove, refresh } = useProductMutations(toast);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const editingId = typeof editing === 'number' ? editing : null;
  const current = useQuery({ ...adminProductQuery(editingId ?? 0), enabled: editingId !== null });
  const [state, setState] = useState<PublishState | 'all'>('all');
  const rows = useMemo(
    () => (query.data ?? []).filter((p) => state === 'all' || p.publication.state === state),
    [query.data, state],
  );
  // Attaching the images of a new product follows the create call: the form stays busy until both end.
  const [finishing, setFinishing] = useState(false);
  const [edit, setEdit] = useState<EditState>(UNTOUCHED);
  const [stale, setStale] = useState<ProductFormValues | null>(null);
  // Remounts the form with the latest working copy (after 载入最新版本 or a restore).
  const [generation, setGeneration] = useState(0);
  const formKey = `${editingId ?? 'new'}-${generation}`;
  // What this form last saved (its key and values as text): the form is dirty while its values differ.
  const [saved, setSaved] = useState<{ key: string; text: string } | null>(null);

  useEffect(() => {
    if (query.isError) toast.failed('加载产品数据失败', query.error);
  }, [query.isError, query.error, toast]);

  // The linked product once the list is here: the product, null when it is not in the list.
  const linked = openProductId && query.data ? (query.data.find((p) => p.id === openProductId) ?? null) : undefined;
  const [openedId, setOpenedId] = useState<number | null>(null);
  // The form's tab: a link may open the English one.
  const [tab, setTab] = useState<string>('zh-CN');
  if (openProductId && linked !== undefined && openedId !== openProductId) {
    setOpenedId(openProductId);
    if (linked) {
      setEditing(linked.id);
      setTab(props.openLanguage ?? 'zh-CN');
    }
  }
  useEffect(() => {
    if (linked === undefined) return;
    if (linked === null) toast.warning('该产品不存在或已被删除');
    onOpened?.();
  }, [linked, onOpened, toast]);

  const openForm = (target: number | 'new' | null) => {
    setEditing(target);
    setTab('zh-CN');
    setEdit(UNTOUCHED);
    setStale(null);
    setSaved(null);
  };
  const closeForm = () => {
    openForm(null);
    onFormClosed();
  };

  const product = editingId === null ? null : (current.data ?? null);
  // Read once the product is: its tab label says where the English version stands.
  const english = useProductTranslation(renderEnglish ? (product?.id ?? null) : null).translation;
  const savedText = () =>
    saved?.key === formKey ? saved.text : JSON.stringify(product ? productToFormValues(product) : NEW_PRODUCT_VALUES);

  const take: ProductEditorContext['take'] = (record, options = {}) => {
    queryClient.setQueryData(adminProductQuery(record.id).queryKey, record);
    void refresh();
    if (options.saved) {
      setSaved({ key: formKey, text: JSON.stringify(options.saved) });
      setEdit({ values: options.saved, dirty: false });
    }
    if (options.remount) {
      setEdit(UNTOUCHED);
      setGeneration((g) => g + 1);
    }
  };

  const reload = async () => {
    setStale(null);
    await current.refetch();
    setEdit(UNTOUCHED);
    setGeneration((g) => g + 1);
  };

  const created = async (record: ProductAdminView, publish: boolean) => {
    setFinishing(true);
    try {
      await onCreated(record);
    } catch (error) {
      toast.failed('保存产品图片失败', error);
    }
    toast.success(publish ? '产品已创建并发布' : '产品已创建为草稿，发布后才会在网站上显示');
    setFinishing(false);
    // The new product's form: its saved images, its publishing bar.
    queryClient.setQueryData(adminProductQuery(record.id).queryKey, record);
    openForm(record.id);
    onFormClosed();
    await refresh();
  };

  const submit = (values: ProductFormValues, publish: boolean) => {
    if (product === null) {
      save.mutate({ id: null, values, publish }, { onSuccess: (record) => void created(record, publish) });
      return;
    }
    save.mutate(
      { id: product.id, values, version: product.publication.version, publish },
      {
        onSuccess: (record) => {
          toast.success(publish ? '已保存并发布' : '草稿已保存，网站上的内容在发布前不变');
          take(record, { saved: values });
        },
        onError: (error) => {
          if (!isStaleVersion(error)) return;
          setStale(values);
          void current.refetch();
        },
      },
    );
  };

  const askDelete = (item: ProductAdminListItem) =>
    confirm({
      title: '确认删除产品',
      content: `确定要删除产品“${item.name}”吗？产品图片将一并删除，此操作不可撤销。`,
      onConfirm: () => remove.mutateAsync(item).catch(() => undefined),
    });

  if (editing !== null) {
    if (editingId !== null && !current.data) {
      const missing = current.error instanceof ApiError && current.error.status === 404;
      return (
        <Card>
          {current.isError ? (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {missing ? (
                <Alert type="warning" showIcon title="该产品不存在或已被删除" />
              ) : (
                <LoadErrorAlert title="获取产品详情失败" error={current.error} onRetry={() => void current.refetch()} />
              )}
              <Button onClick={closeForm}>返回列表</Button>
            </Space>
          ) : (
            <Skeleton active paragraph={{ rows: 10 }} />
          )}
        </Card>
      );
    }
    const chinese = (
      <>
        {product &&
          renderPublishing?.({
            product,
            values: edit.values,
            dirty: edit.dirty,
            stale,
            take,
            reload,
            closeStale: () => setStale(null),
          })}
        <ProductForm
          key={formKey}
          product={product}
          categoryTree={categoryTree}
          categoriesLoading={categoriesLoading}
          promiseDefaults={promiseDefaults}
          canEdit={canEdit}
          submitting={save.isPending || finishing}
          images={renderImages(product?.id ?? null)}
          onSubmit={submit}
          onEdit={(values) => setEdit({ values, dirty: JSON.stringify(values) !== savedText() })}
          onCancel={closeForm}
        />
      </>
    );
    if (!renderEnglish) return chinese;
    return (
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'zh-CN', label: '中文', children: chinese },
          {
            key: 'en',
            label: (
              <Space size={8}>
                英文版本
                <TranslationStateTag publication={english?.publication ?? null} />
              </Space>
            ),
            children: renderEnglish({
              product,
              chinese: () => edit.values ?? (product ? productToFormValues(product) : NEW_PRODUCT_VALUES),
            }),
          },
        ]}
      />
    );
  }

  const columns = productColumns((item) => (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => openForm(item.id)}>
        {canEdit ? '编辑' : '查看'}
      </Button>
      {item.publication.state === 'published' && (
        <Button
          type="link"
          size="small"
          href={`/products/${item.id}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`查看：${item.name}`}
        >
          查看
        </Button>
      )}
      {canEdit && (
        <Button type="link" size="small" danger onClick={() => askDelete(item)}>
          删除
        </Button>
      )}
    </Space>
  ));

  return (
    <Card>
      {query.isError && (
        <LoadErrorAlert title="加载产品数据失败" error={query.error} onRetry={() => void query.refetch()} />
      )}
      <DataTable<ProductAdminListItem>
        label="产品列表"
        rows={rows}
        columns={columns}
        rowKey={(item) => item.id}
        pageSize={PAGE_SIZE}
        loading={query.isPending}
        searchPlaceholder="搜索产品名称、分类、状态、价格..."
        toolbar={
          <Space wrap>
            <Select
              aria-label="按状态筛选"
              value={state}
              onChange={setState}
              options={publishStateOptions()}
              style={{ width: 120 }}
            />
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm('new')}>
                添加产品
              </Button>
            )}
          </Space>
        }
      />
    </Card>
  );
}
