import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserView } from '@site/contracts';
import type { Toast } from '../../../components/ui/admin/use-toast';
import { useIdempotencyKey } from '../../../lib/idempotency';
import {
  createUser,
  deleteUser,
  resendInvitation,
  resetUserPassword,
  revokeInvitation,
  setUserStatus,
  unlockUser,
  updateUser,
  usersQuery,
} from '../api/users';
import { statusAction, toCreatePayload, toUpdatePayload, type UserFormValues } from '../utils/user-form';

/** Every write of the users screen, each with its failure toast (删除用户失败…); the list reloads after a success. */
export function useUserMutations(toast: Toast) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey });
  const failed = (title: string) => (error: unknown) => toast.failed(title, error);
  const createKey = useIdempotencyKey();

  const save = useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: UserFormValues }) => {
      if (id !== null) return updateUser(id, toUpdatePayload(values));
      const payload = toCreatePayload(values);
      return createUser(payload, createKey.keyFor(payload));
    },
    onSuccess: (_user, { id, values }) => {
      if (id === null) createKey.done();
      toast.success(id !== null ? '用户信息已更新' : values.invite ? '用户已创建，邀请邮件将发送' : '用户创建成功');
      return refresh();
    },
    onError: failed('提交用户表单失败'),
  });

  const remove = useMutation({
    mutationFn: (user: UserView) => deleteUser(user.id),
    onSuccess: () => {
      toast.success('用户已删除');
      return refresh();
    },
    onError: failed('删除用户失败'),
  });

  const toggleStatus = useMutation({
    mutationFn: (user: UserView) => setUserStatus(user.id, statusAction(user.status).next),
    onSuccess: (_user, sent) => {
      toast.success(statusAction(sent.status).next === 'disabled' ? '用户已禁用' : '用户已启用');
      return refresh();
    },
    onError: failed('更新用户状态失败'),
  });

  const resetPassword = useMutation({
    mutationFn: ({ user, newPassword }: { user: UserView; newPassword: string }) =>
      resetUserPassword(user.id, newPassword),
    onSuccess: () => toast.success('密码重置成功'),
    onError: failed('重置密码失败，请稍后再试。'),
  });

  const unlock = useMutation({
    mutationFn: (user: UserView) => unlockUser(user.id),
    onSuccess: () => {
      toast.success('账户已解锁');
      return refresh();
    },
    onError: failed('解锁账户失败'),
  });

  const resendInvite = useMutation({
    mutationFn: (user: UserView) => resendInvitation(user.id),
    onSuccess: () => toast.success('邀请邮件将重新发送，之前的邀请链接已失效'),
    onError: failed('重新发送邀请失败'),
  });

  const revokeInvite = useMutation({
    mutationFn: (user: UserView) => revokeInvitation(user.id),
    onSuccess: () => {
      toast.success('邀请已撤销');
      return refresh();
    },
    onError: failed('撤销邀请失败'),
  });

  return { save, remove, toggleStatus, resetPassword, unlock, resendInvite, revokeInvite };
}
