import {
  MAX_NEWS_SUMMARY_CHARS,
  MAX_NEWS_TITLE_CHARS,
  MEDIA_LIMITS,
  type NewsTranslationAdminView,
} from '@site/contracts';
import { localePath } from '@site/contracts/locales';
import { Checkbox, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import {
  TranslationPanel,
  TranslationSaveButtons,
  TranslationTools,
} from '../../../components/ui/admin/translation-panel';
import { FormField } from '../../../components/ui/admin/form-field';
import { checkRule } from '../../../components/ui/admin/form-rules';
import { LazyRichTextEditor } from '../../../components/ui/admin/lazy-rich-text-editor';
import { SeoFields } from '../../../components/ui/admin/seo-fields';
import { useToast } from '../../../components/ui/admin/use-toast';
import { useTranslationForm } from '../../../components/ui/admin/use-translation-form';
import { useNewsTranslationMutations } from '../hooks/use-news-translation';
import { contentProblem, generatedSummary, type NewsFormValues } from '../utils/news-form';
import {
  copiedFromChinese,
  EMPTY_TRANSLATION_VALUES,
  translationToFormValues,
  type NewsTranslationFormValues,
} from '../utils/news-translation-form';
import styles from './news-editor.module.css';

interface NewsTranslationPanelProps {
  /** The article; null while it is not saved (the English version needs it first). */
  newsId: number | null;
  /** Its English version; null: none yet. */
  translation: NewsTranslationAdminView | null;
  /** The article has a cover: its English alt text is asked for. */
  hasCover: boolean;
  /** The Chinese form's words as they stand, for 从中文复制. */
  chinese: () => NewsFormValues;
  canEdit: boolean;
  /** The English version's publishing bar (the page gives it; shown once the version exists). */
  publishingBar?: ReactNode;
  /** A save's answer, or null once removed: the page takes it. */
  onChange: (view: NewsTranslationAdminView | null) => void;
  /** 载入最新版本 after a stale save: the page reads the English version again and remounts this panel. */
  onReload: () => void;
  onEdit?: (values: NewsTranslationFormValues, dirty: boolean) => void;
}

/**
 * 英文版本 of an article: its English words (title, content, summary, the cover's alt text, SEO) with their own
 * drafts and publishing. The category, cover and date are the article's.
 */
export function NewsTranslationPanel(props: NewsTranslationPanelProps) {
  const { newsId, translation } = props;
  const live = newsId !== null && translation?.publication.state === 'published';
  return (
    <TranslationPanel
      liveHref={live ? localePath('en', `/news/${newsId}`) : null}
      unsaved={newsId === null}
      publishingBar={translation && props.publishingBar}
    >
      <TranslationForm {...props} />
    </TranslationPanel>
  );
}

function TranslationForm({
  newsId,
  translation,
  hasCover,
  chinese,
  canEdit,
  onChange,
  onReload,
  onEdit,
}: NewsTranslationPanelProps) {
  const toast = useToast();
  const [form] = Form.useForm<NewsTranslationFormValues>();
  const { save, remove } = useNewsTranslationMutations(newsId ?? 0, hasCover, toast);
  const summary = Form.useWatch('summary', form);
  const content = Form.useWatch('content', form);
  const decorative = Form.useWatch('cover_decorative', form) === true;
  const preview = generatedSummary(summary, content);
  const enabled = canEdit && newsId !== null;
  const english = useTranslationForm({
    form,
    initialValues: translationToFormValues(translation),
    emptyValues: EMPTY_TRANSLATION_VALUES,
    translation,
    save,
    remove,
    toast,
    subject: '这篇新闻',
    onChange,
    onEdit,
  });

  return (
    <Form<NewsTranslationFormValues>
      form={form}
      name="news-en"
      layout="vertical"
      disabled={!enabled}
      initialValues={translationToFormValues(translation)}
      onFinish={english.submit}
      onValuesChange={english.changed}
      className={styles.form}
      scrollToFirstError
    >
      <TranslationTools
        stale={english.stale}
        onReload={onReload}
        enabled={enabled}
        onCopy={() => english.copy(copiedFromChinese(chinese()))}
        onRemove={english.removeEnglish}
      />
      <FormField label="英文标题" name="title" required>
        <Input autoComplete="off" maxLength={MAX_NEWS_TITLE_CHARS} placeholder="English title" />
      </FormField>
      <FormField label="英文内容" name="content" required rules={[checkRule(contentProblem)]}>
        <LazyRichTextEditor label="英文内容" height={500} disabled={!enabled} />
      </FormField>
      <FormField
        label="英文摘要"
        name="summary"
        extra={preview !== null && `留空时将自动生成：${preview || '（英文内容的前150个字符）'}`}
      >
        <Input.TextArea rows={3} maxLength={MAX_NEWS_SUMMARY_CHARS} showCount />
      </FormField>
      {hasCover && (
        <div className={styles.coverAlt}>
          <FormField
            label="英文封面替代文本"
            name="cover_alt"
            extra="英文页面向看不到图片的读者描述封面；留空则使用媒体库中这张图片的英文替代文本。"
          >
            <Input
              autoComplete="off"
              maxLength={MEDIA_LIMITS.altText}
              disabled={!enabled || decorative}
              placeholder={decorative ? '装饰性图片没有替代文本' : 'e.g. The launch event'}
            />
          </FormField>
          <Form.Item name="cover_decorative" valuePropName="checked">
            <Checkbox>装饰性图片</Checkbox>
          </Form.Item>
        </div>
      )}
      <SeoFields titleFallback="英文标题" descriptionFallback="英文摘要" />
      {canEdit && (
        <TranslationSaveButtons saving={english.saving} publishing={english.publishing} onPublish={english.publish} />
      )}
    </Form>
  );
}
