import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { errorDetail } from '../../../lib/api-client';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

interface NewPasswordFormProps {
  name: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (password: string) => void;
  errorClassName?: string;
}

/** A new password typed twice, for the pages of mailed links (reset, invitation). */
export function NewPasswordForm({ name, submitLabel, pending, error, onSubmit, errorClassName }: NewPasswordFormProps) {
  return (
    <Form<NewPasswordValues>
      name={name}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ password: '', confirm: '' }}
      onFinish={({ password }) => onSubmit(password)}
    >
      {error != null && (
        <Alert className={errorClassName} type="error" showIcon title={errorDetail(error) ?? '操作失败，请稍后重试'} />
      )}
      <Form.Item label="新密码" name="password" rules={[{ required: true, message: '请输入新密码' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder="请输入新密码" />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || getFieldValue('password') === value
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder="请再次输入新密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {pending ? '处理中...' : submitLabel}
      </Button>
    </Form>
  );
}
