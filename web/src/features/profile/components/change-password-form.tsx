import { useMutation } from '@tanstack/react-query';
import type { PasswordPolicy } from '@site/contracts';
import { Button, Form, Input } from 'antd';
import { requiredRule } from '../../../components/ui/admin/form-rules';
import { PasswordFields } from '../../../components/ui/admin/password-fields';
import { RESET_MISMATCH } from '../../../components/ui/admin/password-rules';
import { useToast } from '../../../components/ui/admin/use-toast';
import { changePassword } from '../api/profile';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** 账户设置: change your own password (the current one proves it is you). */
export function ChangePasswordForm({ policy }: { policy: PasswordPolicy | undefined }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (values: ChangePasswordValues) =>
      changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: () => {
      toast.success('密码修改成功');
      form.resetFields();
    },
    onError: (error) => toast.failed('修改密码失败', error),
  });

  return (
    <Form<ChangePasswordValues>
      form={form}
      name="change-password"
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={(values) => mutation.mutate(values)}
    >
      <Form.Item label="当前密码" name="currentPassword" rules={[requiredRule('当前密码')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <PasswordFields
        policy={policy}
        name="newPassword"
        label="新密码"
        confirmName="confirmPassword"
        confirmLabel="确认新密码"
        mismatchMessage={RESET_MISMATCH}
      />
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        修改密码
      </Button>
    </Form>
  );
}
