import { MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '../../../features/auth/api/password-reset';
import { errorDetail } from '../../../lib/api-client';
import { useDocumentHead } from '../../../features/settings/hooks/use-document-head';
import styles from './login.module.css';

const TITLE = '忘记密码';

/** Asks for a reset mail; the answer is the same whether the account exists or not. */
export function ForgotPasswordPage() {
  useDocumentHead({ title: TITLE });
  const mutation = useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-password-title">
        <h1 id="forgot-password-title" className={styles.title}>
          {TITLE}
        </h1>
        {mutation.isSuccess ? (
          <Alert type="success" showIcon title={mutation.data} />
        ) : (
          <Form<{ email: string }>
            name="forgot-password"
            layout="vertical"
            size="large"
            requiredMark={false}
            initialValues={{ email: '' }}
            onFinish={({ email }) => mutation.mutate(email.trim())}
          >
            <p>请输入账户的邮箱（或用户名），我们会向账户邮箱发送重置密码的链接。</p>
            {mutation.isError && (
              <Alert
                className={styles.error}
                type="error"
                showIcon
                title={errorDetail(mutation.error) ?? '提交失败，请稍后重试'}
              />
            )}
            <Form.Item
              label="邮箱或用户名"
              name="email"
              rules={[{ required: true, whitespace: true, message: '请输入邮箱或用户名' }]}
            >
              <Input prefix={<MailOutlined />} autoComplete="email" placeholder="请输入邮箱或用户名" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
              {mutation.isPending ? '处理中...' : '发送重置邮件'}
            </Button>
          </Form>
        )}
        <p className={styles.back}>
          <Link to="/admin/login">返回登录</Link>
        </p>
      </section>
    </main>
  );
}
