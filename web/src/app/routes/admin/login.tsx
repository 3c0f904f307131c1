import { Link, useNavigate } from 'react-router-dom';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useDocumentHead } from '../../../features/settings/hooks/use-document-head';
import styles from './login.module.css';

const TITLE = '管理员登录';

export function AdminLoginPage() {
  const navigate = useNavigate();
  useDocumentHead({ title: TITLE });

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className={styles.title}>
          {TITLE}
        </h1>
        <LoginForm onSuccess={() => void navigate('/admin/dashboard', { replace: true })} />
        <p className={styles.back}>
          <Link to="/">返回网站首页</Link>
        </p>
      </section>
    </main>
  );
}
