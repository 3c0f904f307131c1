import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { confirmEmail } from '../../../features/auth/api/password-reset';
import { useFragmentToken } from '../../../features/auth/hooks/use-fragment-token';
import { useDocumentHead } from '../../../features/settings/hooks/use-document-head';
import { errorDetail } from '../../../lib/api-client';
import { MailedLinkPage } from './mailed-link-page';
import styles from './login.module.css';

const TITLE = '确认新邮箱';

/**
 * The e-mail change's confirmation page. The change waits for a click: a mail scanner opening the
 * link runs no script, and the fragment never reaches a server, but a button makes the intent plain.
 */
export function ConfirmEmailPage() {
  useDocumentHead({ title: TITLE });
  const token = useFragmentToken();
  const mutation = useMutation({ mutationFn: () => confirmEmail(token ?? '') });

  let content;
  if (!token) {
    content = <Alert type="error" showIcon title="确认链接无效，请重新申请修改邮箱" />;
  } else if (mutation.isSuccess) {
    content = <Alert type="success" showIcon title="邮箱已修改，今后的账户邮件将发往新邮箱" />;
  } else {
    content = (
      <>
        {mutation.isError && (
          <Alert
            className={styles.error}
            type="error"
            showIcon
            title={errorDetail(mutation.error) ?? '确认失败，请稍后重试'}
          />
        )}
        <p>点击下面的按钮，把账户邮箱改为收到本邮件的地址。</p>
        <Button type="primary" size="large" block loading={mutation.isPending} onClick={() => mutation.mutate()}>
          {mutation.isPending ? '处理中...' : '确认修改邮箱'}
        </Button>
      </>
    );
  }
  return (
    <MailedLinkPage id="confirm-email-title" title={TITLE}>
      {content}
    </MailedLinkPage>
  );
}
