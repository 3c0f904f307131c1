import { MAX_NEWS_SUMMARY_CHARS, MAX_NEWS_TITLE_CHARS, MEDIA_LIMITS, type NewsAdminView } from '@site/contracts';
import { Button, Card, Checkbox, Form, Input, Space, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CategoryTreePicker, type PickerNode } from '../../../components/ui/admin/category-tree-picker';
import { FormField } from '../../../components/ui/admin/form-field';
import { checkRule } from '../../../components/ui/admin/form-rules';
import { LazyRichTextEditor } from '../../../components/ui/admin/lazy-rich-text-editor';
import { SeoFields } from '../../../components/ui/admin/seo-fields';
import { useToast } from '../../../components/ui/admin/use-toast';
import { isStaleVersion, useNewsMutations } from '../hooks/use-news-mutations';
import {
  contentProblem,
  generatedSummary,
  NEW_NEWS_VALUES,
  newsToFormValues,
  type NewsFormValues,
} from '../utils/news-form';
import { CoverUpload } from './cover-upload';
import styles from './news-editor.module.css';

interface NewsEditorProps {
  /** null writes a new article; else its working copy and where it stands. */
  news: NewsAdminView | null;
  categoryTree: readonly PickerNode[];
  categoriesLoading: boolean;
  canEdit: boolean;
  /** Who the author is: the signed-in user for a new article, the article's author otherwise. */
  author: string;
  /** A save of an existing article answered: the page takes the record (its version, its publication). */
  onSaved?: (record: NewsAdminView) => void;
  /** Someone saved meanwhile (409): the page offers to compare; `values` are this form's. */
  onStale?: (values: NewsFormValues) => void;
  /** The values as typed, and whether they differ from the last saved (autosave, the status bar). */
  onEdit?: (values: NewsFormValues, dirty: boolean) => void;
}

const LIST_PATH = '/admin/news';

/**
 * News editor: cover, category, title, rich content (500 px), summary, read-only author, SEO overrides.
 * 保存草稿 keeps the article as it is on the site; 保存并发布 puts the saved copy live (docs/publishing.md).
 */
export function NewsEditor({
  news,
  categoryTree,
  categoriesLoading,
  canEdit,
  author,
  onSaved,
  onStale,
  onEdit,
}: NewsEditorProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewsFormValues>();
  const { save } = useNewsMutations(toast);
  const [coverBusy, setCoverBusy] = useState(false);
  const onCoverBusy = useCallback((busy: boolean) => setCoverBusy(busy), []);
  const summary = Form.useWatch('summary', form);
  const content = Form.useWatch('content', form);
  const preview = generatedSummary(summary, content);
  const cover = Form.useWatch('cover_image', form);
  const coverDecorative = Form.useWatch('cover_decorative', form) === true;

  const initialValues = news === null ? NEW_NEWS_VALUES : newsToFormValues(news);
  // What was last saved: the form is dirty while its values differ.
  const saved = useRef(JSON.stringify(initialValues));
  const publishNext = useRef(false);

  const submit = (values: NewsFormValues) => {
    const publish = publishNext.current;
    publishNext.current = false;
    save.mutate(
      { id: news?.id ?? null, values, version: news?.publication.version, publish },
      {
        onSuccess: (record) => {
          saved.current = JSON.stringify(values);
          onEdit?.(values, false);
          if (news === null) {
            toast.success(publish ? '新闻已发布' : '草稿已保存');
            void navigate(`${LIST_PATH}/edit/${record.id}`, { replace: true });
          } else {
            toast.success(publish ? '已保存并发布' : '草稿已保存，网站上的内容在发布前不变');
            onSaved?.(record);
          }
        },
        onError: (error) => {
          if (isStaleVersion(error)) onStale?.(values);
        },
      },
    );
  };

  return (
    <Card>
      <Form<NewsFormValues>
        form={form}
        layout="vertical"
        disabled={!canEdit}
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={(_, values) => onEdit?.(values, JSON.stringify(values) !== saved.current)}
        className={styles.form}
        scrollToFirstError
      >
        <FormField label="封面图片" name="cover_image">
          <CoverUpload
            disabled={!canEdit}
            onBusyChange={onCoverBusy}
            onPicked={({ alt }) => form.setFieldsValue({ cover_alt: alt, cover_decorative: alt === '' })}
            onUploaded={() => form.setFieldsValue({ cover_alt: '', cover_decorative: false })}
          />
        </FormField>
        {/* Kept while the cover is removed and put back: the fields go with the cover only. */}
        <div className={styles.coverAlt} hidden={!cover}>
          <FormField
            label="封面替代文本"
            name="cover_alt"
            extra="向看不到图片的读者描述封面；留空则使用媒体库中这张图片的替代文本。"
          >
            <Input
              autoComplete="off"
              maxLength={MEDIA_LIMITS.altText}
              disabled={!canEdit || coverDecorative}
              placeholder={coverDecorative ? '装饰性图片没有替代文本' : '如：新品发布会现场'}
            />
          </FormField>
          <Form.Item name="cover_decorative" valuePropName="checked">
            <Checkbox>装饰性图片</Checkbox>
          </Form.Item>
        </div>
        <div className={styles.formGrid}>
          <FormField
            label="分类"
            name="category"
            rules={[{ type: 'number', required: true, message: '请选择分类' }]}
            extra={
              <a href="/admin/categories" target="_blank" rel="noopener noreferrer">
                管理分类
              </a>
            }
          >
            <CategoryTreePicker nodes={categoryTree} loading={categoriesLoading} placeholder="请选择新闻分类" />
          </FormField>
          <Form.Item label="作者" htmlFor="news-author" extra="作者取自当前登录的用户，不可修改">
            <Input id="news-author" value={author} disabled />
          </Form.Item>
        </div>
        <FormField label="标题" name="title" required>
          <Input autoComplete="off" maxLength={MAX_NEWS_TITLE_CHARS} placeholder="请输入新闻标题" />
        </FormField>
        <FormField label="内容" name="content" required rules={[checkRule(contentProblem)]}>
          <LazyRichTextEditor label="内容" height={500} disabled={!canEdit} />
        </FormField>
        <FormField
          label="摘要"
          name="summary"
          extra={
            preview !== null && (
              <span data-testid="summary-preview">留空时将自动生成：{preview || '（内容的前150个字符）'}</span>
            )
          }
        >
          <Input.TextArea
            rows={3}
            maxLength={MAX_NEWS_SUMMARY_CHARS}
            showCount
            placeholder="留空则自动从内容生成（前150个字符）"
          />
        </FormField>
        <SeoFields titleFallback="新闻标题" descriptionFallback="摘要" />
        <Space>
          {canEdit && (
            <Button htmlType="submit" loading={save.isPending && !save.variables?.publish} disabled={coverBusy}>
              保存草稿
            </Button>
          )}
          {canEdit && (
            <Button
              type="primary"
              loading={save.isPending}
              disabled={coverBusy}
              onClick={() => {
                publishNext.current = true;
                form.submit();
              }}
            >
              {save.isPending ? '处理中...' : '保存并发布'}
            </Button>
          )}
          <Button onClick={() => void navigate(LIST_PATH)} disabled={false}>
            {canEdit ? '取消' : '返回列表'}
          </Button>
          {coverBusy && <Typography.Text type="secondary">封面上传中，完成后即可保存</Typography.Text>}
        </Space>
      </Form>
    </Card>
  );
}
