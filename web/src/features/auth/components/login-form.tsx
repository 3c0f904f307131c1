import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { solveLoginCaptcha } from '../api/captcha';
import { isOtpPrompt, login, loginErrorMessage, loginNeedsAfter, type LoginInput, type LoginNeeds } from '../api/login';
import { useLoginOptions } from '../api/login-options';
import { saveAdminSession, type AdminUser } from '../utils/admin-session';
import styles from './login-form.module.css';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
  otp?: string;
}

interface LoginFormProps {
  onSuccess: (user: AdminUser) => void;
  /** Shown above the form until the first try, e.g. '登录已过期，请重新登录'. */
  notice?: string;
}

export function LoginForm({ onSuccess, notice }: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  const options = useLoginOptions();
  const [needs, setNeeds] = useState<LoginNeeds>({ captcha: false, otp: false });
  const withCaptcha = options.captchaRequired || needs.captcha;

  const mutation = useMutation({
    // The captcha is a proof of work the browser solves on submit: nothing to type.
    mutationFn: async (input: LoginInput) =>
      login(withCaptcha ? { ...input, captcha: await solveLoginCaptcha() } : input),
    onSuccess: (user) => {
      saveAdminSession(user);
      onSuccess(user);
    },
    onError: (error) => {
      setNeeds((current) => loginNeedsAfter(error, current));
      if (needs.otp) form.setFieldValue('otp', '');
    },
  });
  const submitting = mutation.isPending;

  const submit = (values: LoginValues) => {
    const input: LoginInput = {
      username: values.username.trim(),
      password: values.password,
      remember: values.remember,
    };
    if (needs.otp) input.otp = values.otp?.trim() ?? '';
    mutation.mutate(input);
  };

  return (
    <Form<LoginValues>
      form={form}
      name="admin-login"
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ username: '', password: '', remember: false }}
      onFinish={submit}
    >
      {mutation.isIdle && notice && <Alert className={styles.error} type="warning" showIcon title={notice} />}
      {mutation.isError &&
        (isOtpPrompt(mutation.error) ? (
          <Alert className={styles.error} type="info" showIcon title={loginErrorMessage(mutation.error)} />
        ) : (
          <Alert className={styles.error} type="error" showIcon title={loginErrorMessage(mutation.error)} />
        ))}
      <Form.Item label="用户名" name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} autoComplete="username" placeholder="请输入用户名" />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="请输入密码" />
      </Form.Item>
      {needs.otp && (
        <Form.Item
          label="动态验证码"
          name="otp"
          extra="请打开身份验证器应用，输入其中显示的6位数字"
          rules={[
            { required: true, whitespace: true, message: '请输入动态验证码' },
            { pattern: /^\s*\d{6}\s*$/, message: '动态验证码是6位数字' },
          ]}
        >
          <Input
            prefix={<SafetyOutlined />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="6位数字"
            autoFocus
          />
        </Form.Item>
      )}
      <div className={styles.options}>
        <Form.Item name="remember" valuePropName="checked" noStyle>
          <Checkbox>记住我</Checkbox>
        </Form.Item>
        <Link to="/admin/forgot-password">忘记密码?</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitting ? '处理中...' : '登录'}
      </Button>
    </Form>
  );
}
