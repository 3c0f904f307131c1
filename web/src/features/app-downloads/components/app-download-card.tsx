import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { updateAppDownloadSchema, type AppDownloadView } from '@site/contracts';
import { Button, Card, Form, Input, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { FormField } from '../../../components/ui/admin/form-field';
import { MediaPicker } from '../../../components/ui/admin/media-picker/media-picker';
import { useMediaPicker } from '../../../components/ui/admin/media-picker/use-media-picker';
import { schemaRule } from '../../../components/ui/admin/form-rules';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { storeQrImage } from '../hooks/use-app-download-mutations';
import { CARD_KEYS, cardValues, trimmedValues, type AppDownloadCardValues } from '../utils/app-download-form';
import { platformLabel } from '../utils/platforms';
import type { UploadLimits } from '../utils/upload-limits';
import styles from './app-downloads-screen.module.css';

const shape = updateAppDownloadSchema.shape;

interface AppDownloadCardProps {
  config: AppDownloadView;
  /** The public page shows this one (newest of its Android platform). */
  public: boolean;
  canEdit: boolean;
  limits: UploadLimits;
  saving: boolean;
  uploading: boolean;
  onSave: (values: AppDownloadCardValues) => Promise<AppDownloadView>;
  onUpload: (file: File) => void;
  /** A QR code chosen in the media library (or uploaded there): its address. */
  onPick: (url: string) => void;
}

/** One config with its editable fields, QR preview and upload, and save. */
export function AppDownloadCard(props: AppDownloadCardProps) {
  const { config, canEdit, limits, saving, uploading, onSave, onUpload, onPick } = props;
  const [form] = Form.useForm<AppDownloadCardValues>();
  const picker = useRef<HTMLInputElement>(null);
  const label = platformLabel(config.platform);
  const libraryPicker = useMediaPicker(({ url }) => onPick(url));

  const finish = (values: AppDownloadCardValues) => {
    onSave(trimmedValues<AppDownloadCardValues>(values, CARD_KEYS))
      // The fields show what the server kept (trimmed); other cards' edits stay as they are.
      .then((saved) => form.setFieldsValue(cardValues(saved)))
      .catch(() => undefined);
  };

  return (
    <Card
      className={styles.card}
      data-config-id={config.id}
      data-platform={config.platform}
      title={
        <span className={styles.cardTitle}>
          {label}
          {props.public && <Tag color="green">前台展示中</Tag>}
        </span>
      }
      extra={<Typography.Text type="secondary">#{config.id}</Typography.Text>}
    >
      <div className={styles.cardBody}>
        <div className={styles.qrColumn}>
          <FallbackImage
            className={styles.qr}
            src={config.qrcode_url}
            alt={`${label} 二维码`}
            placeholder="暂无二维码"
            data-testid="qr-preview"
          />
          <Typography.Text type="secondary" className={styles.qrNote}>
            {config.qrcode_generated ? '由下载链接自动生成' : config.qrcode_url ? '已上传二维码' : '尚无二维码'}
          </Typography.Text>
          {canEdit && (
            <>
              <input
                ref={picker}
                type="file"
                accept={limits.accept}
                hidden
                aria-label={`选择二维码图片：${label} #${config.id}`}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  // Choosing the same file again must fire again.
                  event.target.value = '';
                  if (file) onUpload(file);
                }}
              />
              <Button icon={<UploadOutlined />} loading={uploading} onClick={() => picker.current?.click()}>
                上传二维码
              </Button>
              <Button
                icon={<PictureOutlined />}
                disabled={uploading}
                onClick={libraryPicker.show}
                aria-label={`从媒体库选择二维码：${label} #${config.id}`}
              >
                从媒体库选择
              </Button>
              {/* QR codes only; the page names the picture itself, so no alt text is asked. */}
              <MediaPicker
                {...libraryPicker.props}
                kind="qrcode"
                askAlt={false}
                accept={limits.accept}
                uploadHint={`${limits.described}，不超过 ${limits.maxMegabytes}MB；上传的二维码会保存到媒体库。`}
                upload={async (file) => ({ url: await storeQrImage(file, limits) })}
              />
              <Typography.Text type="secondary" className={styles.qrNote}>
                {limits.described}，不超过 {limits.maxMegabytes}MB
              </Typography.Text>
            </>
          )}
        </div>
        <Form<AppDownloadCardValues>
          form={form}
          name={`app-download-${config.id}`}
          layout="vertical"
          className={styles.cardForm}
          initialValues={cardValues(config)}
          disabled={!canEdit}
          onFinish={finish}
        >
          <FormField label="标题" name="title" rules={[schemaRule(shape.title)]}>
            <Input />
          </FormField>
          <FormField label="版本号" name="version" rules={[schemaRule(shape.version)]}>
            <Input />
          </FormField>
          <FormField label="描述" name="description" rules={[schemaRule(shape.description)]}>
            <Input.TextArea rows={3} />
          </FormField>
          <FormField label="下载链接" name="download_url" rules={[schemaRule(shape.download_url)]}>
            <Input placeholder="https://…/app.apk" />
          </FormField>
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
          )}
        </Form>
      </div>
    </Card>
  );
}
