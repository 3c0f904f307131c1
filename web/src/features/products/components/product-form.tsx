import { priceSchema, productInputSchema, type ProductAdminView, type ProductPromises } from '@site/contracts';
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { CategoryTreePicker, type PickerNode } from '../../../components/ui/admin/category-tree-picker';
import { FormField } from '../../../components/ui/admin/form-field';
import { requiredNumberRule, schemaRule } from '../../../components/ui/admin/form-rules';
import { LazyRichTextEditor } from '../../../components/ui/admin/lazy-rich-text-editor';
import { SeoFields } from '../../../components/ui/admin/seo-fields';
import { ProductPromisesFields } from './product-promises-fields';
import { NEW_PRODUCT_VALUES, productToFormValues, STATUS_OPTIONS, type ProductFormValues } from '../utils/product-form';
import styles from './products-screen.module.css';

interface ProductFormProps {
  /** null adds a product; else its working copy and where it stands. */
  product: ProductAdminView | null;
  categoryTree: readonly PickerNode[];
  categoriesLoading: boolean;
  /** The 商品页 settings' lines, shown as each promise's default; undefined until loaded. */
  promiseDefaults?: ProductPromises;
  canEdit: boolean;
  submitting: boolean;
  images: ReactNode;
  /** `publish`: 保存并发布 (else 保存草稿, which leaves the site as it is). */
  onSubmit: (values: ProductFormValues, publish: boolean) => void;
  /** The values as typed (autosave, whether the form differs from the last save). */
  onEdit?: (values: ProductFormValues) => void;
  onCancel: () => void;
}

const shape = productInputSchema.out.shape;

/**
 * The product form: name, category, status, price and stock required; model optional; rich description; images; 商品页承诺; SEO overrides.
 * 保存草稿 keeps the product as it is on the site; 保存并发布 puts the saved copy live (docs/publishing.md). The images stay live.
 */
export function ProductForm(props: ProductFormProps) {
  const { product, categoryTree, categoriesLoading, promiseDefaults, canEdit, submitting, images } = props;
  const { onSubmit, onEdit, onCancel } = props;
  const [form] = Form.useForm<ProductFormValues>();
  const publishNext = useRef(false);
  // Which button the save in flight came from: that one spins, the other waits.
  const [publishing, setPublishing] = useState(false);
  const title = product === null ? '添加产品' : canEdit ? `编辑产品：${product.name}` : `查看产品：${product.name}`;

  return (
    <Card title={title}>
      <Form<ProductFormValues>
        form={form}
        layout="vertical"
        disabled={!canEdit}
        initialValues={product === null ? NEW_PRODUCT_VALUES : productToFormValues(product)}
        onFinish={(values) => {
          const publish = publishNext.current;
          publishNext.current = false;
          setPublishing(publish);
          onSubmit(values, publish);
        }}
        onFinishFailed={() => {
          publishNext.current = false;
        }}
        onValuesChange={(_, values) => onEdit?.(values)}
        className={styles.form}
        scrollToFirstError
      >
        <div className={styles.formGrid}>
          <FormField label="产品名称" name="name" required rules={[schemaRule(shape.name)]}>
            <Input autoComplete="off" maxLength={100} />
          </FormField>
          <FormField label="型号" name="model" rules={[schemaRule(shape.model)]}>
            <Input autoComplete="off" maxLength={64} placeholder="选填，例如 ZH-1000" />
          </FormField>
          {/* Numbers: the required rule must check a number, not text. */}
          <FormField
            label="产品分类"
            name="category"
            rules={[requiredNumberRule('产品分类')]}
            extra={
              <a href="/admin/categories" target="_blank" rel="noopener noreferrer">
                管理分类
              </a>
            }
          >
            <CategoryTreePicker nodes={categoryTree} loading={categoriesLoading} placeholder="请选择产品分类" />
          </FormField>
          <FormField label="产品状态" name="status" required>
            <Select options={STATUS_OPTIONS} placeholder="请选择产品状态" />
          </FormField>
          <FormField
            label="价格"
            name="price"
            required
            rules={[schemaRule(priceSchema)]}
            extra="例如 ¥1999；填“价格面议”表示面议"
          >
            <Input autoComplete="off" placeholder="¥1999" maxLength={32} />
          </FormField>
          <FormField label="库存" name="stock" rules={[requiredNumberRule('库存')]}>
            <InputNumber min={0} max={1_000_000_000} precision={0} style={{ width: '100%' }} />
          </FormField>
        </div>
        <FormField label="产品描述" name="description">
          <LazyRichTextEditor label="产品描述" height={400} disabled={!canEdit} />
        </FormField>
        <Form.Item label="产品图片">{images}</Form.Item>
        <ProductPromisesFields defaults={promiseDefaults} />
        <SeoFields titleFallback="产品名称" descriptionFallback="产品描述的前120个字符" />
        <Space>
          {canEdit && (
            <Button htmlType="submit" loading={submitting && !publishing} disabled={submitting && publishing}>
              保存草稿
            </Button>
          )}
          {canEdit && (
            <Button
              type="primary"
              loading={submitting && publishing}
              disabled={submitting && !publishing}
              onClick={() => {
                publishNext.current = true;
                form.submit();
              }}
            >
              保存并发布
            </Button>
          )}
          <Button onClick={onCancel} disabled={false}>
            {canEdit ? '取消' : '返回列表'}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
