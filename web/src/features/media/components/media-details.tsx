import { useQuery } from '@tanstack/react-query';
import { describeUsage, MEDIA_LIMITS, type MediaFolderView, type MediaPatch, type MediaView } from '@site/contracts';
import { Button, Descriptions, Drawer, Form, Input, Select, Space, Typography, Upload } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '../../../components/ui/admin/use-toast';
import { formatDateTime } from '../../../lib/format-date';
import { describeUpload } from '../../../lib/upload-image';
import { mediaDetailQuery, usageLink } from '../api/media';

interface MediaDetailsProps {
  media: MediaView | null;
  folders: MediaFolderView[];
  canEdit: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (patch: MediaPatch) => void;
  /** To the trash (refused while used); replace keeps the id and URL. */
  onDelete: () => void;
  onReplace: (file: File) => void;
  replacing: boolean;
}

/** Where the file is shown, each place a link to where it is edited. */
function UsageList({ id }: { id: number }) {
  const detail = useQuery(mediaDetailQuery(id));
  if (detail.isPending) return <Typography.Text type="secondary">加载中…</Typography.Text>;
  if (detail.isError) return <Typography.Text type="danger">无法加载使用位置</Typography.Text>;
  if (!detail.data.usage.length) return <Typography.Text type="secondary">未被使用</Typography.Text>;
  return (
    <ul aria-label="使用位置" style={{ margin: 0, paddingLeft: 18 }}>
      {detail.data.usage.map((u) => (
        <li key={`${u.service}/${u.kind}/${u.id}/${u.field}`}>
          <Link to={usageLink(u)}>{describeUsage(u)}</Link>
        </li>
      ))}
    </ul>
  );
}

interface DetailsForm {
  title: string;
  alt_text: string;
  en_title: string;
  en_alt_text: string;
  tags: string[];
  folder_id: number;
}

/**
 * The English words to send: only when they changed (an edit of the Chinese ones never touches them),
 * and null once both are emptied (the English version goes).
 */
export function englishPatch(media: MediaView, title: string, altText: string): MediaPatch['translations'] {
  const before = media.translations.en;
  const next = { title: title.trim(), alt_text: altText.trim() };
  if (!next.title && !next.alt_text) return before ? { en: null } : undefined;
  if (before && before.title === next.title && before.alt_text === next.alt_text) return undefined;
  return { en: next };
}

/** One file: its preview and facts, and (for editors) its title, alt text, tags and folder. */
export function MediaDetails({
  media,
  folders,
  canEdit,
  saving,
  onClose,
  onSave,
  onDelete,
  onReplace,
  replacing,
}: MediaDetailsProps) {
  const [form] = Form.useForm<DetailsForm>();
  const toast = useToast();
  // Absolute, to paste anywhere; without clipboard access (plain http, old browser) the address is shown to copy by hand.
  const copyAddress = async (url: string) => {
    const address = `${window.location.origin}${url}`;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(address);
      toast.success('已复制');
    } catch {
      toast.warning('无法访问剪贴板，请手动复制地址', { description: address, duration: 10_000 });
    }
  };
  useEffect(() => {
    if (media)
      form.setFieldsValue({
        title: media.title,
        alt_text: media.alt_text,
        en_title: media.translations.en?.title ?? '',
        en_alt_text: media.translations.en?.alt_text ?? '',
        tags: media.tags,
        folder_id: media.folder_id ?? 0,
      });
  }, [form, media]);

  return (
    <Drawer title="文件详情" open={media !== null} onClose={onClose} size={420} destroyOnHidden>
      {media && (
        <>
          <img
            src={media.url}
            alt={media.alt_text}
            style={{ width: '100%', maxHeight: 240, objectFit: 'contain', marginBottom: 16 }}
          />
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'name', label: '文件名', children: media.file_name || '—' },
              {
                key: 'size',
                label: '尺寸与大小',
                children: describeUpload(media),
              },
              { key: 'type', label: '类型', children: media.content_type },
              { key: 'created', label: '上传时间', children: formatDateTime(media.created_at) },
              {
                key: 'url',
                label: '地址',
                children: (
                  <Space.Compact style={{ width: '100%' }}>
                    <Input readOnly value={media.url} aria-label="文件地址" onFocus={(e) => e.target.select()} />
                    <Button onClick={() => void copyAddress(media.url)}>复制地址</Button>
                  </Space.Compact>
                ),
              },
              { key: 'usage', label: '使用位置', children: <UsageList id={media.id} /> },
            ]}
          />
          {canEdit && (
            <Space style={{ marginTop: 12 }}>
              <Upload
                accept="image/jpeg,image/png,image/gif,image/webp"
                showUploadList={false}
                customRequest={({ file }) => onReplace(file as File)}
              >
                <Button loading={replacing}>替换文件</Button>
              </Upload>
              <Button danger onClick={onDelete}>
                删除
              </Button>
            </Space>
          )}
          <Form<DetailsForm>
            form={form}
            layout="vertical"
            disabled={!canEdit}
            style={{ marginTop: 16 }}
            onFinish={(values) =>
              onSave({
                title: values.title ?? '',
                alt_text: values.alt_text ?? '',
                tags: values.tags ?? [],
                folder_id: values.folder_id ? values.folder_id : null,
                translations: englishPatch(media, values.en_title ?? '', values.en_alt_text ?? ''),
              })
            }
          >
            <Form.Item
              label="标题"
              name="title"
              rules={[{ max: MEDIA_LIMITS.title, message: `标题不能超过${MEDIA_LIMITS.title}个字符` }]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              label="替代文本"
              name="alt_text"
              extra="为看不到图片的读者描述图片内容"
              rules={[{ max: MEDIA_LIMITS.altText, message: `替代文本不能超过${MEDIA_LIMITS.altText}个字符` }]}
            >
              <Input.TextArea rows={2} />
            </Form.Item>
            <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
              <legend style={{ fontWeight: 600, marginBottom: 8 }}>英文版本（英文页面上的图片用它）</legend>
              {canEdit && (
                <div style={{ marginBottom: 8 }}>
                  <Button
                    size="small"
                    onClick={() =>
                      form.setFieldsValue({
                        en_title: form.getFieldValue('title') as string,
                        en_alt_text: form.getFieldValue('alt_text') as string,
                      })
                    }
                  >
                    从中文复制
                  </Button>
                </div>
              )}
              <Form.Item
                label="英文标题"
                name="en_title"
                rules={[{ max: MEDIA_LIMITS.title, message: `英文标题不能超过${MEDIA_LIMITS.title}个字符` }]}
              >
                <Input lang="en" />
              </Form.Item>
              <Form.Item
                label="英文替代文本"
                name="en_alt_text"
                rules={[{ max: MEDIA_LIMITS.altText, message: `英文替代文本不能超过${MEDIA_LIMITS.altText}个字符` }]}
              >
                <Input.TextArea rows={2} lang="en" />
              </Form.Item>
            </fieldset>
            <Form.Item label="标签" name="tags">
              <Select mode="tags" aria-label="标签" tokenSeparators={[',', '，']} open={false} />
            </Form.Item>
            <Form.Item label="文件夹" name="folder_id">
              <Select
                aria-label="所在文件夹"
                options={[{ value: 0, label: '不放入文件夹' }, ...folders.map((f) => ({ value: f.id, label: f.name }))]}
              />
            </Form.Item>
            {canEdit && (
              <Button type="primary" htmlType="submit" loading={saving}>
                保存
              </Button>
            )}
          </Form>
        </>
      )}
    </Drawer>
  );
}
