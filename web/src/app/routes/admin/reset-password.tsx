import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { resetPassword, tokenFromHash } from '../../../features/auth/api/password-reset';
import { errorDetail } from '../../../lib/api-client';
import { useDocumentHead } from '../../../features/settings/hooks/use-document-head';
import styles from './login.module.css';

const TITLE = '重置密码';

interface ResetValues {
  password: string;
  confirm: string;
}

/**
 * The reset link's page: the token comes in the fragment (never sent to a server, never in a
 * Referer) and leaves the address bar at once, so history and screenshots do not keep it.
 */
export function ResetPasswordPage() {
  useDocumentHead({ title: TITLE });
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  useEffect(() => {
    if (location.hash)
      void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);
  const mutation = useMutation({ mutationFn: (password: string) => resetPassword(token ?? '', password) });

  let content;
  if (!token) {
    content = (
      <Alert
        type="error"
        showIcon
        title="重置链接无效，请重新申请"
        description={<Link to="/admin/forgot-password">重新申请重置密码</Link>}
      />
    );
  } else if (mutation.isSuccess) {
    content = <Alert type="success" showIcon title="密码已重置，请使用新密码登录" />;
  } else {
    content = (
      <Form<ResetValues>
        name="reset-password"
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ password: '', confirm: '' }}
        onFinish={({ password }) => mutation.mutate(password)}
      >
        {mutation.isError && (
          <Alert
            className={styles.error}
            type="error"
            showIcon
            title={errorDetail(mutation.error) ?? '重置失败，请稍后重试'}
          />
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
        <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
          {mutation.isPending ? '处理中...' : '设置新密码'}
        </Button>
      </Form>
    );
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-password-title">
        <h1 id="reset-password-title" className={styles.title}>
          {TITLE}
        </h1>
        {content}
        <p className={styles.back}>
          <Link to="/admin/login">返回登录</Link>
        </p>
      </section>
    </main>
  );
}
