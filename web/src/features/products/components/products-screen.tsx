import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ProductDetailView, ProductPromises, ProductView } from '@site/contracts';
import { Button, Card, Space } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import type { PickerNode } from '../../../components/ui/admin/category-tree-picker';
import { useConfirmDialog } from '../../../components/ui/admin/confirm-dialog';
import { DataTable } from '../../../components/ui/admin/data-table';
import { useToast } from '../../../components/ui/admin/use-toast';
import { adminProductsQuery } from '../api/products';
import { useProductMutations } from '../hooks/use-product-mutations';
import type { ProductFormValues } from '../utils/product-form';
import { productColumns } from './product-columns';
import { ProductForm } from './product-form';

/** Admin products table page size. */
const PAGE_SIZE = 5;

interface ProductsScreenProps {
  canEdit: boolean;
  categoryTree: readonly PickerNode[];
  categoriesLoading: boolean;
  /** The 商品页 settings' lines, shown as each promise's default; undefined until loaded. */
  promiseDefaults?: ProductPromises;
  /** The image manager of the product in the form (null: a new product, whose images stay temporary). */
  renderImages: (productId: number | null) => ReactNode;
  /** Attaches the temporary images to a product just created. */
  onCreated: (product: ProductDetailView) => Promise<void>;
  /** The form closed: temporary images of an unsaved product are dropped. */
  onFormClosed: () => void;
  /** A product to open in the form once the list has it (a link from the media library's 使用位置). */
  openProductId?: number | null;
  /** Called once that product was looked for, found or not. */
  onOpened?: () => void;
}

/** Products: the table, or the add/edit form in its place. */
export function ProductsScreen(props: ProductsScreenProps) {
  const { canEdit, categoryTree, categoriesLoading, renderImages, onCreated, onFormClosed, openProductId, onOpened } =
    props;
  const { promiseDefaults } = props;
  const toast = useToast();
  const confirm = useConfirmDialog();
  const query = useQuery(adminProductsQuery);
  const { save, remove, refresh } = useProductMutations(toast);
  const [editing, setEditing] = useState<ProductView | 'new' | null>(null);
  // Attaching the images of a new product follows the create call: the form stays busy until both end.
  const [finishing, setFinishing] = useState(false);

  useEffect(() => {
    if (query.isError) toast.failed('加载产品数据失败', query.error);
  }, [query.isError, query.error, toast]);

  // The linked product once the list is here: the product, null when it is not in the list.
  const linked = openProductId && query.data ? (query.data.find((p) => p.id === openProductId) ?? null) : undefined;
  const [openedId, setOpenedId] = useState<number | null>(null);
  if (openProductId && linked !== undefined && openedId !== openProductId) {
    setOpenedId(openProductId);
    if (linked) setEditing(linked);
  }
  useEffect(() => {
    if (linked === undefined) return;
    if (linked === null) toast.warning('该产品不存在或已被删除');
    onOpened?.();
  }, [linked, onOpened, toast]);

  const closeForm = () => {
    setEditing(null);
    onFormClosed();
  };

  const finishSave = async (id: number | null, product: ProductDetailView) => {
    setFinishing(true);
    if (id === null) {
      try {
        await onCreated(product);
      } catch (error) {
        toast.failed('保存产品图片失败', error);
      }
    }
    toast.success(id === null ? '产品创建成功' : '产品信息已更新');
    setFinishing(false);
    closeForm();
    await refresh();
  };

  const submit = (values: ProductFormValues) => {
    const id = editing === 'new' || editing === null ? null : editing.id;
    save.mutate({ id, values }, { onSuccess: (product) => void finishSave(id, product) });
  };

  const askDelete = (product: ProductView) =>
    confirm({
      title: '确认删除产品',
      content: `确定要删除产品“${product.name}”吗？产品图片将一并删除，此操作不可撤销。`,
      onConfirm: () => remove.mutateAsync(product).catch(() => undefined),
    });

  if (editing !== null) {
    const product = editing === 'new' ? null : editing;
    return (
      <ProductForm
        key={product?.id ?? 'new'}
        product={product}
        categoryTree={categoryTree}
        categoriesLoading={categoriesLoading}
        promiseDefaults={promiseDefaults}
        canEdit={canEdit}
        submitting={save.isPending || finishing}
        images={renderImages(product?.id ?? null)}
        onSubmit={submit}
        onCancel={closeForm}
      />
    );
  }

  const columns = productColumns((product) => (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => setEditing(product)}>
        {canEdit ? '编辑' : '查看'}
      </Button>
      {canEdit && (
        <Button type="link" size="small" danger onClick={() => askDelete(product)}>
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
      <DataTable<ProductView>
        label="产品列表"
        rows={query.data ?? []}
        columns={columns}
        rowKey={(product) => product.id}
        pageSize={PAGE_SIZE}
        loading={query.isPending}
        searchPlaceholder="搜索产品名称、分类、状态、价格..."
        toolbar={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              添加产品
            </Button>
          )
        }
      />
    </Card>
  );
}
