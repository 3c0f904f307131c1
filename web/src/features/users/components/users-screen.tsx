import { LoadErrorAlert } from '../../../components/ui/admin/load-error-alert';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { PasswordPolicy, UserView } from '@site/contracts';
import { Button, Card } from 'antd';
import { useEffect, useState } from 'react';
import { useConfirmDialog } from '../../../components/ui/admin/confirm-dialog';
import { DataTable } from '../../../components/ui/admin/data-table';
import { PasswordResetDialog } from '../../../components/ui/admin/password-reset-dialog';
import { useToast } from '../../../components/ui/admin/use-toast';
import { usersQuery } from '../api/users';
import { useUserMutations } from '../hooks/use-user-mutations';
import { userColumns } from './user-columns';
import { UserFormModal } from './user-form-modal';
import { UserRowActions } from './user-row-actions';

/** Users table page size. */
const PAGE_SIZE = 10;

interface UsersScreenProps {
  currentUsername: string;
  policy: PasswordPolicy | undefined;
}

/** Users: table, add/edit form (or invite), status toggle, unlock, password reset, invitations, delete with confirmation. */
export function UsersScreen({ currentUsername, policy }: UsersScreenProps) {
  const toast = useToast();
  const confirm = useConfirmDialog();
  const query = useQuery(usersQuery);
  const { save, remove, toggleStatus, resetPassword, unlock, resendInvite, revokeInvite } = useUserMutations(toast);
  const [editing, setEditing] = useState<UserView | 'new' | null>(null);
  const [resetting, setResetting] = useState<UserView | null>(null);

  useEffect(() => {
    if (query.isError) toast.failed('加载用户数据失败', query.error);
  }, [query.isError, query.error, toast]);

  const askDelete = (user: UserView) =>
    confirm({
      title: '确认删除用户',
      content: `确定要删除用户“${user.username}”吗？此操作不可撤销。`,
      onConfirm: () => remove.mutateAsync(user).catch(() => undefined),
    });

  const askRevoke = (user: UserView) =>
    confirm({
      title: '确认撤销邀请',
      content: `撤销后邀请链接立即失效，尚未设置密码的账户“${user.username}”将被删除（可以重新邀请）。`,
      okText: '撤销邀请',
      onConfirm: () => revokeInvite.mutateAsync(user).catch(() => undefined),
    });

  const columns = userColumns((user) => (
    <UserRowActions
      user={user}
      isSelf={user.username === currentUsername}
      onEdit={() => setEditing(user)}
      onToggleStatus={() => toggleStatus.mutate(user)}
      onUnlock={() => unlock.mutate(user)}
      onResetPassword={() => setResetting(user)}
      onDelete={() => askDelete(user)}
      onResendInvite={() => resendInvite.mutate(user)}
      onRevokeInvite={() => askRevoke(user)}
    />
  ));

  return (
    <Card>
      {query.isError && (
        <LoadErrorAlert title="加载用户数据失败" error={query.error} onRetry={() => void query.refetch()} />
      )}
      <DataTable<UserView>
        label="用户列表"
        rows={query.data ?? []}
        columns={columns}
        rowKey={(user) => user.id}
        pageSize={PAGE_SIZE}
        loading={query.isPending}
        searchPlaceholder="搜索用户名、姓名、邮箱..."
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            添加用户
          </Button>
        }
      />
      <UserFormModal
        open={editing !== null}
        user={editing === 'new' ? null : editing}
        policy={policy}
        submitting={save.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={(values) =>
          save.mutate(
            { id: editing === 'new' || editing === null ? null : editing.id, values },
            { onSuccess: () => setEditing(null) },
          )
        }
      />
      <PasswordResetDialog
        open={resetting !== null}
        username={resetting?.username ?? ''}
        policy={policy}
        submitting={resetPassword.isPending}
        onCancel={() => setResetting(null)}
        onSubmit={(newPassword) =>
          resetting && resetPassword.mutate({ user: resetting, newPassword }, { onSuccess: () => setResetting(null) })
        }
      />
    </Card>
  );
}
