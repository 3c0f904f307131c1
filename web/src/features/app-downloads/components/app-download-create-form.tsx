import { createAppDownloadSchema, type CreateAppDownloadInput } from '@site/contracts';
import { Button, Card, Form, Input, Select, Space } from 'antd';
import { FormField } from '../../../components/ui/admin/form-field';
import { schemaRule } from '../../../components/ui/admin/form-rules';
import { CREATE_KEYS, trimmedValues, type AppDownloadCreateValues } from '../utils/app-download-form';
import { PLATFORMS, platformLabel } from '../utils/platforms';

const shape = createAppDownloadSchema.shape;
const PLATFORM_OPTIONS = PLATFORMS.map((platform) => ({ value: platform, label: platformLabel(platform) }));

interface AppDownloadCreateFormProps {
  submitting: boolean;
  onSubmit: (input: CreateAppDownloadInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Add form: platform (required, '平台信息不能为空'), title, version, description, links. */
export function AppDownloadCreateForm({ submitting, onSubmit, onCancel }: AppDownloadCreateFormProps) {
  const [form] = Form.useForm<AppDownloadCreateValues>();

  const finish = (values: AppDownloadCreateValues) => {
    const input = trimmedValues<AppDownloadCreateValues>(values, CREATE_KEYS);
    onSubmit(input as CreateAppDownloadInput)
      .then(() => form.resetFields())
      .catch(() => undefined);
  };

  return (
    <Card title="添加APP下载配置" style={{ marginBottom: 16 }}>
      <Form<AppDownloadCreateValues> form={form} name="app-download-create" layout="vertical" onFinish={finish}>
        {/* This one says 平台信息不能为空, not the generic '{label}不能为空'. */}
        <FormField label="平台" name="platform" rules={[{ required: true, message: '平台信息不能为空' }]}>
          <Select placeholder="请选择平台" options={PLATFORM_OPTIONS} />
        </FormField>
        <FormField label="标题" name="title" rules={[schemaRule(shape.title)]}>
          <Input placeholder="如：智能助手 安卓版" />
        </FormField>
        <FormField label="版本号" name="version" rules={[schemaRule(shape.version)]}>
          <Input placeholder="如：2.3.1" />
        </FormField>
        <FormField label="描述" name="description" rules={[schemaRule(shape.description)]}>
          <Input.TextArea rows={3} placeholder="本版本的更新内容" />
        </FormField>
        <FormField label="下载链接" name="download_url" rules={[schemaRule(shape.download_url)]}>
          <Input placeholder="https://…/app.apk" />
        </FormField>
        <FormField
          label="二维码链接"
          name="qrcode_url"
          rules={[schemaRule(shape.qrcode_url)]}
          extra="可留空：保存后可在配置卡片中上传二维码；没有二维码时，将根据下载链接自动生成。"
        >
          <Input placeholder="https://…/qrcode.png" />
        </FormField>
        <Space>
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            创建
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
