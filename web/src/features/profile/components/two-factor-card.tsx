import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { requiredRule } from '../../../components/ui/admin/form-rules';
import { useToast } from '../../../components/ui/admin/use-toast';
import { disableTwoFactor, setupTwoFactor, type TwoFactorSetup } from '../api/profile';
import { TwoFactorEnrol } from './two-factor-enrol';

interface TwoFactorCardProps {
  enabled: boolean;
  /** After enabling or disabling, so the session (and this card) shows the new state. */
  onChanged: () => void;
}

export function TwoFactorCard({ enabled, onChanged }: TwoFactorCardProps) {
  const toast = useToast();
  const [setup, setSetup] = useState<(TwoFactorSetup & { password?: string }) | null>(null);
  const [form] = Form.useForm<{ password: string }>();

  // Replacing the authenticator of an account that has two-factor on needs the current password, twice:
  // for the new secret and for confirming it.
  const start = useMutation({
    mutationFn: async (password?: string) => ({ ...(await setupTwoFactor(password)), password }),
    onSuccess: setSetup,
    onError: (error) => toast.failed('获取双因素认证二维码失败', error),
  });
  const disable = useMutation({
    mutationFn: (password: string) => disableTwoFactor(password),
    onSuccess: () => {
      toast.success('双因素认证已关闭');
      onChanged();
    },
    onError: (error) => toast.failed('关闭双因素认证失败', error),
  });

  if (setup) {
    return (
      <TwoFactorEnrol
        setup={setup}
        password={setup.password}
        onCancel={() => setSetup(null)}
        onEnabled={() => {
          setSetup(null);
          onChanged();
        }}
      />
    );
  }

  if (enabled) {
    return (
      <Space orientation="vertical" size="middle">
        <Typography.Text>
          状态：<Tag color="green">已启用</Tag>登录时需要输入身份验证器中的动态验证码。
        </Typography.Text>
        <Form<{ password: string }>
          form={form}
          name="two-factor-disable"
          layout="inline"
          onFinish={({ password }) => disable.mutate(password)}
        >
          <Form.Item label="当前密码" name="password" rules={[requiredRule('当前密码')]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item>
            <Button danger htmlType="submit" loading={disable.isPending}>
              关闭双因素认证
            </Button>
          </Form.Item>
          <Form.Item>
            <Button
              loading={start.isPending}
              onClick={() =>
                void form.validateFields().then(
                  ({ password }) => start.mutate(password),
                  // The form shows what is missing beside the field.
                  () => undefined,
                )
              }
            >
              更换身份验证器
            </Button>
          </Form.Item>
        </Form>
      </Space>
    );
  }

  return (
    <Space orientation="vertical" size="middle">
      <Typography.Text>
        状态：<Tag>未启用</Tag>启用后，登录时除密码外还需输入身份验证器应用中的6位动态验证码。
      </Typography.Text>
      <Button type="primary" loading={start.isPending} onClick={() => start.mutate(undefined)}>
        启用双因素认证
      </Button>
    </Space>
  );
}
