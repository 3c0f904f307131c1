import { categorySlug, createCategorySchema, type CategoryType, type CategoryView } from '@site/contracts';
import { Form, Input, Modal, Radio } from 'antd';
import { useMemo } from 'react';
import { CategoryTreePicker } from '../../../components/ui/admin/category-tree-picker';
import { FormField } from '../../../components/ui/admin/form-field';
import { schemaRule } from '../../../components/ui/admin/form-rules';
import { CATEGORY_TYPE_NAMES, parentChoices } from '../utils/category-tree';

export interface CategoryFormValues {
  name: string;
  slug?: string;
  type: CategoryType;
  parent_id?: number | null;
}

/** What the modal edits: a new category (maybe under a chosen parent), or the name of an existing one. */
export type CategoryDraft =
  { mode: 'add'; type: CategoryType; parentId: number | null } | { mode: 'edit'; category: CategoryView };

interface CategoryFormModalProps {
  draft: CategoryDraft | null;
  categories: readonly CategoryView[];
  submitting: boolean;
  onSubmit: (values: CategoryFormValues) => void;
  onCancel: () => void;
}

const FORM_ID = 'category-form';
const shape = createCategorySchema.shape;
const TYPE_OPTIONS = (Object.keys(CATEGORY_TYPE_NAMES) as CategoryType[]).map((value) => ({
  value,
  label: `${CATEGORY_TYPE_NAMES[value]}分类`,
}));

/** The add form (name, optional slug, type, parent of the same type) and the edit form (name only). */
export function CategoryFormModal({ draft, categories, submitting, onSubmit, onCancel }: CategoryFormModalProps) {
  return (
    <Modal
      open={draft !== null}
      title={draft?.mode === 'edit' ? '编辑分类' : '添加分类'}
      okText="保存"
      cancelText="取消"
      confirmLoading={submitting}
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      onCancel={onCancel}
      destroyOnHidden
    >
      {/* Mounted per opening, so each opening starts from its own values. */}
      {draft && <CategoryForm draft={draft} categories={categories} onSubmit={onSubmit} />}
    </Modal>
  );
}

function CategoryForm({
  draft,
  categories,
  onSubmit,
}: {
  draft: CategoryDraft;
  categories: readonly CategoryView[];
  onSubmit: (values: CategoryFormValues) => void;
}) {
  const [form] = Form.useForm<CategoryFormValues>();
  const type = Form.useWatch('type', form);
  const name = Form.useWatch('name', form);
  const adding = draft.mode === 'add';
  const parents = useMemo(() => (type ? parentChoices(categories, type) : []), [categories, type]);
  const initialValues: CategoryFormValues =
    draft.mode === 'add'
      ? { name: '', slug: '', type: draft.type, parent_id: draft.parentId }
      : { name: draft.category.name, type: draft.category.type };

  return (
    <Form<CategoryFormValues>
      form={form}
      name={FORM_ID}
      layout="vertical"
      preserve={false}
      initialValues={initialValues}
      onFinish={onSubmit}
      // Switching the type clears the parent, whose options belong to the other type.
      onValuesChange={(changed: Partial<CategoryFormValues>) => {
        if (changed.type !== undefined) form.setFieldValue('parent_id', null);
      }}
    >
      <FormField label="分类名称" name="name" required rules={[schemaRule(shape.name)]}>
        <Input autoComplete="off" maxLength={50} />
      </FormField>
      {adding ? (
        <>
          <FormField
            label="URL别名"
            name="slug"
            rules={[schemaRule(shape.slug)]}
            extra={name?.trim() ? `留空则自动生成：${categorySlug(name.trim())}` : '可选，留空则根据名称自动生成'}
          >
            <Input autoComplete="off" placeholder="例如 smart-hardware" maxLength={100} />
          </FormField>
          <FormField label="分类类型" name="type" required>
            <Radio.Group options={TYPE_OPTIONS} optionType="button" />
          </FormField>
          <FormField label="上级分类" name="parent_id" extra="不选则为顶级分类；最多三级">
            <CategoryTreePicker nodes={parents} allowClear placeholder="无（顶级分类）" />
          </FormField>
        </>
      ) : (
        <p style={{ margin: 0, opacity: 0.75 }}>只能修改名称；URL别名会根据新名称重新生成。</p>
      )}
    </Form>
  );
}
