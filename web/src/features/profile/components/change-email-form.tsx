import { useMutation } from '@tanstack/react-query';
import { changeEmailSchema } from '@site/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { requiredRule, schemaRule } from '../../../components/ui/admin/form-rules';
import { useToast } from '../../../components/ui/admin/use-toast';
import { changeEmail } from '../api/profile';

interface ChangeEmailValues {
  email: string;
  password: string;
}

/**
 * 修改邮箱: a confirmation link goes to the new address; the address shown above changes only when
 * that link is followed (and the old address is then told).
 */
export function ChangeEmailForm() {
  const [form] = Form.useForm<ChangeEmailValues>();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (values: ChangeEmailValues) => changeEmail({ email: values.email.trim(), password: values.password }),
    onSuccess: () => form.resetFields(),
    onError: (error) => toast.failed('修改邮箱失败', error),
  });

  return (
    <Form<ChangeEmailValues>
      form={form}
      name="change-email"
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={(values) => mutation.mutate(values)}
    >
      {mutation.isSuccess && <Alert style={{ marginBottom: 16 }} type="success" showIcon title={mutation.data} />}
      <Form.Item
        label="新邮箱"
        name="email"
        rules={[requiredRule('新邮箱'), schemaRule(changeEmailSchema.shape.email)]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="当前登录密码" name="password" rules={[requiredRule('当前登录密码')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        发送确认邮件
      </Button>
    </Form>
  );
}
