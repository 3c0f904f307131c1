import type { UserView } from '@site/contracts';
import { Button, Space } from 'antd';
import { statusAction } from '../utils/user-form';

interface UserRowActionsProps {
  user: UserView;
  /** Your own account cannot be disabled or deleted from here (the server refuses too). */
  isSelf: boolean;
  onEdit: () => void;
  onToggleStatus: () => void;
  onUnlock: () => void;
  onResetPassword: () => void;
  onDelete: () => void;
  onResendInvite: () => void;
  onRevokeInvite: () => void;
}

export function UserRowActions(props: UserRowActionsProps) {
  const { user, isSelf, onEdit, onToggleStatus, onUnlock, onResetPassword, onDelete } = props;
  if (user.invited) return <InvitedRowActions {...props} />;
  const selfHint = isSelf ? '不能对自己的账户执行此操作' : undefined;
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={onEdit}>
        编辑
      </Button>
      <Button type="link" size="small" onClick={onToggleStatus} disabled={isSelf} title={selfHint}>
        {statusAction(user.status).label}
      </Button>
      {user.locked && (
        <Button type="link" size="small" onClick={onUnlock}>
          解锁
        </Button>
      )}
      <Button type="link" size="small" onClick={onResetPassword}>
        重置密码
      </Button>
      <Button type="link" size="small" danger onClick={onDelete} disabled={isSelf} title={selfHint}>
        删除
      </Button>
    </Space>
  );
}

/** An invited user (no password yet): edit, resend or revoke the invitation. */
function InvitedRowActions({ onEdit, onResendInvite, onRevokeInvite }: UserRowActionsProps) {
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={onEdit}>
        编辑
      </Button>
      <Button type="link" size="small" onClick={onResendInvite}>
        重新发送邀请
      </Button>
      <Button type="link" size="small" danger onClick={onRevokeInvite}>
        撤销邀请
      </Button>
    </Space>
  );
}
