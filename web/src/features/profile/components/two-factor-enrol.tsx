import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Space, Typography } from 'antd';
import { requiredRule } from '../../../components/ui/admin/form-rules';
import { useToast } from '../../../components/ui/admin/use-toast';
import { enableTwoFactor, type TwoFactorSetup } from '../api/profile';
import { OTP_PATTERN, groupSecret, isImageDataUrl } from '../utils/two-factor';

interface TwoFactorEnrolProps {
  setup: TwoFactorSetup;
  /** The current password given to start a replacement, sent again to confirm it; asked here otherwise. */
  password?: string;
  onEnabled: () => void;
  onCancel: () => void;
}

/** Scan the QR code, then prove it worked with the first code (and the current password). */
export function TwoFactorEnrol({ setup, password, onEnabled, onCancel }: TwoFactorEnrolProps) {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (values: { code: string; password?: string }) =>
      enableTwoFactor(values.code.trim(), password ?? values.password),
    onSuccess: () => {
      toast.success('双因素认证已启用');
      onEnabled();
    },
    onError: (error) => toast.failed('启用双因素认证失败', error),
  });

  return (
    <Space orientation="vertical" size="middle">
      <Typography.Paragraph>
        1. 请使用身份验证器应用（如 Google Authenticator、Microsoft Authenticator）扫描下方二维码：
      </Typography.Paragraph>
      {isImageDataUrl(setup.qrDataUrl) && <img src={setup.qrDataUrl} alt="双因素认证二维码" width={180} height={180} />}
      <Typography.Text type="secondary">
        无法扫码？请手动输入密钥：
        <Typography.Text code copyable={{ text: setup.secret }}>
          {groupSecret(setup.secret)}
        </Typography.Text>
      </Typography.Text>
      <Typography.Paragraph>2. 输入应用中显示的6位动态验证码完成启用：</Typography.Paragraph>
      <Form<{ code: string; password?: string }>
        name="two-factor-enable"
        layout="inline"
        onFinish={(values) => mutation.mutate(values)}
      >
        <Form.Item
          label="动态验证码"
          name="code"
          rules={[
            { required: true, whitespace: true, message: '动态验证码不能为空' },
            { pattern: OTP_PATTERN, message: '动态验证码是6位数字' },
          ]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="6位数字" />
        </Form.Item>
        {password === undefined && (
          <Form.Item label="当前密码" name="password" rules={[requiredRule('当前密码')]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={mutation.isPending}>
              验证并启用
            </Button>
            <Button onClick={onCancel}>取消</Button>
          </Space>
        </Form.Item>
      </Form>
    </Space>
  );
}
