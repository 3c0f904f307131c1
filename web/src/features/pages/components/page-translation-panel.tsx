import { PAGE_PATHS, type PageAdminView, type PageTranslationAdminView } from '@site/contracts';
import { localePath } from '@site/contracts/locales';
import { Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LazyRichTextEditor } from '../../../components/ui/admin/lazy-rich-text-editor';
import {
  TranslationPanel,
  TranslationSaveButtons,
  TranslationTools,
} from '../../../components/ui/admin/translation-panel';
import { useToast } from '../../../components/ui/admin/use-toast';
import { RichContent } from '../../../components/ui/rich-content';
import { useTranslationForm } from '../../../components/ui/admin/use-translation-form';
import { usePageTranslationMutations } from '../hooks/use-page-translation';
import {
  copiedFromChinese,
  sectionHeading,
  sectionTextRows,
  translationToFormValues,
  type PageTranslationFormValues,
  type SectionTextRow,
} from '../utils/page-translation-form';
import styles from './page-translation-panel.module.css';

interface PageTranslationPanelProps {
  /** The Chinese page's working copy: its sections give the fields and the Chinese words beside them. */
  page: PageAdminView;
  /** Its English version; null: none yet. */
  translation: PageTranslationAdminView | null;
  canEdit: boolean;
  /** The English version's publishing bar (the tab gives it; shown once the version exists). */
  publishingBar?: ReactNode;
  /** A save's answer, or null once removed. */
  onChange: (view: PageTranslationAdminView | null) => void;
  /** 载入最新版本 after a stale save. */
  onReload: () => void;
  onEdit?: (values: PageTranslationFormValues, dirty: boolean) => void;
}

/**
 * 英文版本 of a site page: its title and every text of every section, each beside its Chinese words. Pictures,
 * links, icons, order and visibility are the Chinese page's; the fields come from the section schemas.
 */
export function PageTranslationPanel(props: PageTranslationPanelProps) {
  const { page, translation } = props;
  const live = translation?.publication.state === 'published';
  return (
    <TranslationPanel
      liveHref={live ? localePath('en', PAGE_PATHS[page.key]) : null}
      unsaved={false}
      publishingBar={translation && props.publishingBar}
    >
      <TranslationForm {...props} />
    </TranslationPanel>
  );
}

function TranslationForm({ page, translation, canEdit, onChange, onReload, onEdit }: PageTranslationPanelProps) {
  const toast = useToast();
  const [form] = Form.useForm<PageTranslationFormValues>();
  const { save, remove } = usePageTranslationMutations(page.key, page.sections, toast);
  const initialValues = translationToFormValues(translation, page.sections);
  const english = useTranslationForm({
    form,
    initialValues,
    emptyValues: translationToFormValues(null, page.sections),
    translation,
    save,
    remove,
    toast,
    subject: '这个页面的英文内容',
    onChange,
    onEdit,
  });

  return (
    <Form<PageTranslationFormValues>
      form={form}
      name="page-en"
      layout="vertical"
      disabled={!canEdit}
      initialValues={initialValues}
      onFinish={english.submit}
      onValuesChange={english.changed}
      scrollToFirstError
    >
      <TranslationTools
        stale={english.stale}
        onReload={onReload}
        enabled={canEdit}
        onCopy={() => english.copy(copiedFromChinese(page.title, page.sections))}
        onRemove={english.removeEnglish}
      />
      <Typography.Paragraph type="secondary">
        中文在左，英文在右。英文页面只显示已发布的英文版本；发布时每个可见区块的必填文字都要有英文。
      </Typography.Paragraph>
      <TextRow chinese={page.title} name={['title']} label="页面标题" max={60} required />
      {page.sections.map((section, index) => (
        <fieldset key={section.key} className={styles.section}>
          <legend>{sectionHeading(section, index)}</legend>
          {sectionTextRows(section).map((row) => (
            <SectionTextRowField key={row.path.join('.')} sectionKey={section.key} row={row} disabled={!canEdit} />
          ))}
        </fieldset>
      ))}
      {canEdit && (
        <TranslationSaveButtons saving={english.saving} publishing={english.publishing} onPublish={english.publish} />
      )}
    </Form>
  );
}

function SectionTextRowField({
  sectionKey,
  row,
  disabled,
}: {
  sectionKey: string;
  row: SectionTextRow;
  disabled: boolean;
}) {
  const name = ['sections', sectionKey, ...row.path];
  if (!row.rich) {
    return (
      <TextRow
        chinese={row.chinese}
        name={name}
        label={row.name}
        max={row.max}
        required={row.required}
        multiline={(row.max ?? 0) > 60}
        extra={row.nullable ? '留空则使用媒体库中这张图片的英文替代文本。' : undefined}
      />
    );
  }
  return (
    <div className={styles.row}>
      <ChineseText label={row.name}>
        <RichContent className={styles.chineseText} html={row.chinese} />
      </ChineseText>
      {/* Required to publish, not to save a draft: no rule here. */}
      <Form.Item label={row.name} name={name} required={row.required}>
        <LazyRichTextEditor label={row.name} height={300} disabled={disabled} />
      </Form.Item>
    </div>
  );
}

function ChineseText({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.chinese}>
      <Typography.Text type="secondary" className={styles.chineseLabel}>
        中文 · {label}
      </Typography.Text>
      {children}
    </div>
  );
}

function TextRow({
  chinese,
  name,
  label,
  max,
  required,
  multiline = false,
  extra,
}: {
  chinese: string;
  name: (string | number)[];
  label: string;
  max: number | undefined;
  required: boolean;
  multiline?: boolean;
  extra?: string;
}) {
  return (
    <div className={styles.row}>
      <ChineseText label={label}>
        <span className={styles.chineseText}>{chinese || '（空）'}</span>
      </ChineseText>
      {/* Required to publish, not to save a draft: marked, not enforced. */}
      <Form.Item label={label} name={name} extra={extra} required={required}>
        {multiline ? (
          <Input.TextArea rows={3} maxLength={max} showCount={max !== undefined} />
        ) : (
          <Input autoComplete="off" maxLength={max} />
        )}
      </Form.Item>
    </div>
  );
}
