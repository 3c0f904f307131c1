import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ADMIN_QUERY_ROOT } from '../../../features/auth/api/session';
import { LoginForm } from '../../../features/auth/components/login-form';
import { isAdminLoggedIn } from '../../../features/auth/utils/admin-session';
import { noticeFromState } from '../../../features/auth/utils/login-notice';
import { returnPath } from '../../../features/auth/utils/return-path';
import { useDocumentHead } from '../../../features/settings/hooks/use-document-head';
import styles from './login.module.css';

const TITLE = '管理员登录';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  useDocumentHead({ title: TITLE });

  const next = returnPath(location.search);
  if (isAdminLoggedIn()) return <Navigate to={next} replace />;

  const enter = () => {
    // Nothing cached for a previous account may show for this one.
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
    void navigate(next, { replace: true });
  };

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className={styles.title}>
          {TITLE}
        </h1>
        <LoginForm notice={noticeFromState(location.state)} onSuccess={enter} />
        <p className={styles.back}>
          <Link to="/">返回网站首页</Link>
        </p>
      </section>
    </main>
  );
}
