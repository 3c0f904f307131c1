import { useMutation } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { resetPassword } from '../../../features/auth/api/password-reset';
import { NewPasswordForm } from '../../../features/auth/components/new-password-form';
import { useFragmentToken } from '../../../features/auth/hooks/use-fragment-token';
import { useDocumentHead } from '../../../features/settings/hooks/use-document-head';
import { MailedLinkPage } from './mailed-link-page';
import styles from './login.module.css';

const TITLE = '重置密码';

/** The reset link's page: the token comes in the fragment and leaves the address bar at once. */
export function ResetPasswordPage() {
  useDocumentHead({ title: TITLE });
  const token = useFragmentToken();
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
      <NewPasswordForm
        name="reset-password"
        submitLabel="设置新密码"
        pending={mutation.isPending}
        error={mutation.isError ? mutation.error : null}
        errorClassName={styles.error}
        onSubmit={(password) => mutation.mutate(password)}
      />
    );
  }
  return (
    <MailedLinkPage id="reset-password-title" title={TITLE}>
      {content}
    </MailedLinkPage>
  );
}
