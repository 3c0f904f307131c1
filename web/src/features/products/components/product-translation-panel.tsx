import type { ProductImageView, ProductTranslationAdminView } from '@site/contracts';
import { localePath } from '@site/contracts/locales';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import {
  TranslationPanel,
  TranslationSaveButtons,
  TranslationTools,
} from '../../../components/ui/admin/translation-panel';
import { FormField } from '../../../components/ui/admin/form-field';
import { LazyRichTextEditor } from '../../../components/ui/admin/lazy-rich-text-editor';
import { SeoFields } from '../../../components/ui/admin/seo-fields';
import { useToast } from '../../../components/ui/admin/use-toast';
import { useTranslationForm } from '../../../components/ui/admin/use-translation-form';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { useProductTranslationMutations } from '../hooks/use-product-translation';
import type { ProductFormValues } from '../utils/product-form';
import {
  copiedFromChinese,
  EMPTY_TRANSLATION_VALUES,
  translationToFormValues,
  type ProductTranslationFormValues,
} from '../utils/product-translation-form';
import styles from './products-screen.module.css';

interface ProductTranslationPanelProps {
  /** The product; null while it is not saved (the English version needs it first). */
  productId: number | null;
  /** Its English version; null: none yet. */
  translation: ProductTranslationAdminView | null;
  /** The product's gallery: each picture gets an English alt text box beside its Chinese one. */
  images: readonly ProductImageView[];
  /** The Chinese form's words as they stand, for 从中文复制. */
  chinese: () => ProductFormValues;
  canEdit: boolean;
  /** The English version's publishing bar (the page gives it; shown once the version exists). */
  publishingBar?: ReactNode;
  /** A save's answer, or null once removed: the page takes it. */
  onChange: (view: ProductTranslationAdminView | null) => void;
  /** 载入最新版本 after a stale save: the page reads the English version again and remounts this panel. */
  onReload: () => void;
  onEdit?: (values: ProductTranslationFormValues, dirty: boolean) => void;
}

/**
 * 英文版本 of a product: its English words (name, description, SEO, the gallery's alt texts) with their own
 * drafts and publishing. Price, stock, pictures, category and status are the product's.
 */
export function ProductTranslationPanel(props: ProductTranslationPanelProps) {
  const { productId, translation } = props;
  const live = productId !== null && translation?.publication.state === 'published';
  return (
    <TranslationPanel
      liveHref={live ? localePath('en', `/products/${productId}`) : null}
      unsaved={productId === null}
      publishingBar={translation && props.publishingBar}
    >
      <TranslationForm {...props} />
    </TranslationPanel>
  );
}

function TranslationForm({
  productId,
  translation,
  images,
  chinese,
  canEdit,
  onChange,
  onReload,
  onEdit,
}: ProductTranslationPanelProps) {
  const toast = useToast();
  const [form] = Form.useForm<ProductTranslationFormValues>();
  const { save, remove } = useProductTranslationMutations(productId ?? 0, toast);
  const enabled = canEdit && productId !== null;
  const english = useTranslationForm({
    form,
    initialValues: translationToFormValues(translation, images),
    emptyValues: { ...EMPTY_TRANSLATION_VALUES, ...translationToFormValues(null, images) },
    translation,
    save,
    remove,
    toast,
    subject: '这个产品',
    onChange,
    onEdit,
  });

  return (
    <Form<ProductTranslationFormValues>
      form={form}
      name="product-en"
      layout="vertical"
      disabled={!enabled}
      initialValues={translationToFormValues(translation, images)}
      onFinish={english.submit}
      onValuesChange={english.changed}
      className={styles.form}
      scrollToFirstError
    >
      <TranslationTools
        stale={english.stale}
        onReload={onReload}
        enabled={enabled}
        onCopy={() => english.copy(copiedFromChinese(chinese(), images))}
        onRemove={english.removeEnglish}
      />
      <FormField label="英文产品名称" name="name" required>
        <Input autoComplete="off" maxLength={100} placeholder="English name" />
      </FormField>
      <FormField label="英文产品描述" name="description">
        <LazyRichTextEditor label="英文产品描述" height={400} disabled={!enabled} />
      </FormField>
      {images.map((image, i) => (
        <div key={image.id} className={styles.altRow}>
          <FallbackImage className={styles.thumb} src={image.image_url} alt="" placeholder="" sizes="64px" />
          <FormField
            label={`图片 ${i + 1} 的英文说明`}
            name={['image_alts', String(image.id)]}
            extra={`中文：${image.alt_text || '（无）'}；留空则英文页面不给这张图片替代文本。`}
          >
            <Input autoComplete="off" maxLength={200} placeholder="e.g. The gateway, front" />
          </FormField>
        </div>
      ))}
      <SeoFields titleFallback="英文产品名称" descriptionFallback="英文产品描述的前120个字符" />
      {canEdit && (
        <TranslationSaveButtons saving={english.saving} publishing={english.publishing} onPublish={english.publish} />
      )}
    </Form>
  );
}
