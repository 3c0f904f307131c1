import {
  categorySlug,
  createCategorySchema,
  type CategoryAdminView,
  type CategoryType,
  type CategoryView,
} from '@site/contracts';
import { latinSlug, LOCALE_LABEL } from '@site/contracts/locales';
import { Button, Col, Form, Input, Modal, Radio, Row, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { CategoryTreePicker } from '../../../components/ui/admin/category-tree-picker';
import { FormField } from '../../../components/ui/admin/form-field';
import { checkRule, schemaRule } from '../../../components/ui/admin/form-rules';
import { categoryFieldError } from '../utils/category-errors';
import { CATEGORY_TYPE_NAMES, parentChoices } from '../utils/category-tree';
import { copiedFromChinese, translationProblem, type TranslationValues } from '../utils/category-translation';
import styles from './categories-screen.module.css';

export interface CategoryFormValues {
  name: string;
  slug?: string;
  type: CategoryType;
  parent_id?: number | null;
  en?: TranslationValues;
}

/** What the modal edits: a new category (maybe under a chosen parent), or the names of an existing one. */
export type CategoryDraft =
  { mode: 'add'; type: CategoryType; parentId: number | null } | { mode: 'edit'; category: CategoryAdminView };

interface CategoryFormModalProps {
  draft: CategoryDraft | null;
  categories: readonly CategoryView[];
  submitting: boolean;
  /** Rejects with the server's error when the write is refused (shown under its field, if it has one). */
  onSubmit: (values: CategoryFormValues) => Promise<unknown>;
  onCancel: () => void;
}

const FORM_ID = 'category-form';
const shape = createCategorySchema.shape;
const TYPE_OPTIONS = (Object.keys(CATEGORY_TYPE_NAMES) as CategoryType[]).map((value) => ({
  value,
  label: `${CATEGORY_TYPE_NAMES[value]}分类`,
}));
const ZH = LOCALE_LABEL['zh-CN'];
const EN = LOCALE_LABEL.en;

/**
 * The add form (name, optional slug, type, parent of the same type) and the edit form (name only),
 * with the English name and slug beside the Chinese ones.
 */
export function CategoryFormModal({ draft, categories, submitting, onSubmit, onCancel }: CategoryFormModalProps) {
  return (
    <Modal
      open={draft !== null}
      title={draft?.mode === 'edit' ? '编辑分类' : '添加分类'}
      okText="保存"
      cancelText="取消"
      width={760}
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
  onSubmit: (values: CategoryFormValues) => Promise<unknown>;
}) {
  const [form] = Form.useForm<CategoryFormValues>();
  const type = Form.useWatch('type', form);
  const name = Form.useWatch('name', form);
  const en = Form.useWatch('en', form);
  const adding = draft.mode === 'add';
  const english = draft.mode === 'edit' ? draft.category.translations.en : null;
  const parents = useMemo(() => (type ? parentChoices(categories, type) : []), [categories, type]);
  const initialValues: CategoryFormValues =
    draft.mode === 'add'
      ? { name: '', slug: '', type: draft.type, parent_id: draft.parentId, en: { name: '', slug: '' } }
      : {
          name: draft.category.name,
          type: draft.category.type,
          en: { name: english?.name ?? '', slug: english?.slug ?? '' },
        };
  const englishEmpty = !en?.name?.trim() && !en?.slug?.trim();
  const madeSlug = en?.name?.trim() ? latinSlug(en.name) : '';

  const finish = (values: CategoryFormValues) => {
    onSubmit(values).catch((error: unknown) => {
      const refused = categoryFieldError(error, adding ? 'create' : 'update');
      if (refused) form.setFields([{ name: refused.field, errors: [refused.message] }]);
    });
  };
  const englishValues = () => form.getFieldValue('en') as TranslationValues | undefined;

  const copyChinese = () => {
    form.setFieldsValue({ en: copiedFromChinese((form.getFieldValue('name') as string | undefined) ?? '') });
    // Checked at once: a Chinese name gives no slug, and the field says so.
    void form
      .validateFields([
        ['en', 'name'],
        ['en', 'slug'],
      ])
      .catch(() => undefined);
  };

  return (
    <Form<CategoryFormValues>
      form={form}
      name={FORM_ID}
      layout="vertical"
      preserve={false}
      initialValues={initialValues}
      onFinish={finish}
      // Switching the type clears the parent, whose options belong to the other type.
      onValuesChange={(changed: Partial<CategoryFormValues>) => {
        if (changed.type !== undefined) form.setFieldValue('parent_id', null);
      }}
    >
      <Row gutter={24}>
        <Col xs={24} md={12} data-testid="category-form-zh">
          <div className={styles.languageHead}>
            <Typography.Title level={5}>{ZH}</Typography.Title>
          </div>
          <FormField label="分类名称" name="name" required rules={[schemaRule(shape.name)]}>
            <Input autoComplete="off" maxLength={50} />
          </FormField>
          {adding ? (
            <FormField
              label="URL别名"
              name="slug"
              rules={[schemaRule(shape.slug)]}
              extra={name?.trim() ? `留空则自动生成：${categorySlug(name.trim())}` : '可选，留空则根据名称自动生成'}
            >
              <Input autoComplete="off" placeholder="例如 smart-hardware" maxLength={100} />
            </FormField>
          ) : (
            <p className={styles.formNote}>只能修改名称；URL别名会根据新名称重新生成。</p>
          )}
        </Col>
        <Col xs={24} md={12} data-testid="category-form-en">
          <div className={styles.languageHead}>
            <Typography.Title level={5}>{EN}</Typography.Title>
            <Button size="small" onClick={copyChinese} disabled={!name?.trim()}>
              从中文复制
            </Button>
          </div>
          <FormField
            label={`${EN}分类名称`}
            name={['en', 'name']}
            dependencies={[['en', 'slug']]}
            rules={[checkRule(() => translationProblem(englishValues()).name ?? null)]}
          >
            <Input autoComplete="off" placeholder="例如 Smart Home" maxLength={50} />
          </FormField>
          <FormField
            label={`${EN}URL别名`}
            name={['en', 'slug']}
            dependencies={[['en', 'name']]}
            rules={[checkRule(() => translationProblem(englishValues()).slug ?? null)]}
            extra={madeSlug ? `留空则自动生成：${madeSlug}` : '可选，留空则根据英文名称自动生成'}
          >
            <Input autoComplete="off" placeholder="例如 smart-home" maxLength={100} />
          </FormField>
          {english &&
            (englishEmpty ? (
              <Space size={4} className={styles.formNote}>
                <Typography.Text strong>保存后将删除英文版本。</Typography.Text>
                <Button type="link" size="small" onClick={() => form.setFieldsValue({ en: { ...english } })}>
                  恢复
                </Button>
              </Space>
            ) : (
              <Button danger size="small" onClick={() => form.setFieldsValue({ en: { name: '', slug: '' } })}>
                删除英文版本
              </Button>
            ))}
          {!english && englishEmpty && <p className={styles.formNote}>可选；不填则该分类暂无英文版本。</p>}
        </Col>
      </Row>
      {adding && (
        <>
          <FormField label="分类类型" name="type" required>
            <Radio.Group options={TYPE_OPTIONS} optionType="button" />
          </FormField>
          <FormField label="上级分类" name="parent_id" extra="不选则为顶级分类；最多三级">
            <CategoryTreePicker nodes={parents} allowClear placeholder="无（顶级分类）" />
          </FormField>
        </>
      )}
    </Form>
  );
}
