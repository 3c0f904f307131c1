import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { login, loginErrorMessage, type LoginInput } from '../api/login';
import { saveAdminSession, type AdminUser } from '../utils/admin-session';
import styles from './login-form.module.css';

export function LoginForm({ onSuccess }: { onSuccess: (user: AdminUser) => void }) {
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      saveAdminSession(user);
      onSuccess(user);
    },
  });
  const submitting = mutation.isPending;

  const submit = (values: LoginInput) => {
    mutation.mutate({ username: values.username.trim(), password: values.password, remember: values.remember });
  };

  return (
    <Form<LoginInput>
      name="admin-login"
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ username: '', password: '', remember: false }}
      onFinish={submit}
    >
      {mutation.isError && (
        <Alert className={styles.error} type="error" showIcon title={loginErrorMessage(mutation.error)} />
      )}
      <Form.Item label="用户名" name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} autoComplete="username" placeholder="请输入用户名" />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="请输入密码" />
      </Form.Item>
      <div className={styles.options}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>记住我</Checkbox>
        </Form.Item>
        {/* SPEC §2: the link is there but leads nowhere yet. */}
        <a href="#" onClick={(event) => event.preventDefault()}>
          忘记密码?
        </a>
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitting ? '处理中...' : '登录'}
      </Button>
    </Form>
  );
}
