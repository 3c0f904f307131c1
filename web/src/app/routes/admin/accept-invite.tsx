import { useMutation } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { acceptInvite } from '../../../features/auth/api/password-reset';
import { NewPasswordForm } from '../../../features/auth/components/new-password-form';
import { useFragmentToken } from '../../../features/auth/hooks/use-fragment-token';
import { useDocumentHead } from '../../../features/settings/hooks/use-document-head';
import { MailedLinkPage } from './mailed-link-page';
import styles from './login.module.css';

const TITLE = '接受邀请';

/** The invitation link's page: the new user sets a password, then signs in (this does not sign them in). */
export function AcceptInvitePage() {
  useDocumentHead({ title: TITLE });
  const token = useFragmentToken();
  const mutation = useMutation({ mutationFn: (password: string) => acceptInvite(token ?? '', password) });

  let content;
  if (!token) {
    content = <Alert type="error" showIcon title="邀请链接无效，请联系管理员重新发送" />;
  } else if (mutation.isSuccess) {
    content = (
      <Alert
        type="success"
        showIcon
        title="密码已设置"
        description={<Link to="/admin/login">请使用用户名和新密码登录</Link>}
      />
    );
  } else {
    content = (
      <>
        <p>欢迎！请为您的后台账户设置登录密码。</p>
        <NewPasswordForm
          name="accept-invite"
          submitLabel="设置密码"
          pending={mutation.isPending}
          error={mutation.isError ? mutation.error : null}
          errorClassName={styles.error}
          onSubmit={(password) => mutation.mutate(password)}
        />
      </>
    );
  }
  return (
    <MailedLinkPage id="accept-invite-title" title={TITLE}>
      {content}
    </MailedLinkPage>
  );
}
