import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { sessionQuery, useSession } from '../../../features/auth/api/session';
import { roleTagLabel } from '../../../features/auth/utils/permissions';
import { AccountInfo } from '../../../features/profile/components/account-info';
import { ChangeEmailForm } from '../../../features/profile/components/change-email-form';
import { ChangePasswordForm } from '../../../features/profile/components/change-password-form';
import { TwoFactorCard } from '../../../features/profile/components/two-factor-card';
import { usePasswordPolicy } from '../../../features/settings/hooks/use-password-policy';
import { errorDetail } from '../../../lib/api-client';
import { AdminPage } from '../../layouts/admin/admin-page';

type ProfileTab = 'profile' | 'account';
const asTab = (value: string | null): ProfileTab => (value === 'account' ? 'account' : 'profile');

/** 个人资料 (account info and two-factor sign-in) and 账户设置 (own password), one tab each. */
export function ProfilePage() {
  const [params, setParams] = useSearchParams();
  const tab = asTab(params.get('tab'));
  const session = useSession();
  const queryClient = useQueryClient();
  const policy = usePasswordPolicy(session.data?.role === 'admin');
  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });

  const user = session.data;
  return (
    <AdminPage title={tab === 'account' ? '账户设置' : '个人资料'}>
      <Card>
        <Tabs
          activeKey={tab}
          destroyOnHidden
          onChange={(key) => setParams(key === 'account' ? { tab: 'account' } : {}, { replace: true })}
          items={[
            {
              key: 'profile',
              label: '个人资料',
              children: session.isError ? (
                <Alert type="error" showIcon title="加载账户信息失败" description={errorDetail(session.error)} />
              ) : user ? (
                <>
                  <AccountInfo account={{ ...user, roleLabel: roleTagLabel(user.role) }} />
                  <h2 style={{ margin: '28px 0 16px', fontSize: 18 }}>修改邮箱</h2>
                  <ChangeEmailForm />
                  <h2 style={{ margin: '28px 0 16px', fontSize: 18 }}>双因素认证</h2>
                  <TwoFactorCard enabled={user.twoFactorEnabled} onChanged={refreshSession} />
                </>
              ) : (
                <Skeleton active />
              ),
            },
            { key: 'account', label: '账户设置', children: <ChangePasswordForm policy={policy} /> },
          ]}
        />
      </Card>
    </AdminPage>
  );
}
