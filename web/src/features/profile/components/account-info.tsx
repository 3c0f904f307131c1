import { Descriptions, Tag } from 'antd';

export interface ProfileAccount {
  username: string;
  name: string;
  email: string;
  roleLabel: string;
  twoFactorEnabled: boolean;
}

export function AccountInfo({ account }: { account: ProfileAccount }) {
  return (
    <Descriptions
      column={1}
      bordered
      size="middle"
      items={[
        { key: 'username', label: '用户名', children: account.username },
        { key: 'name', label: '姓名', children: account.name || '—' },
        { key: 'email', label: '邮箱', children: account.email || '—' },
        { key: 'role', label: '角色', children: account.roleLabel },
        {
          key: 'twoFactor',
          label: '双因素认证',
          children: account.twoFactorEnabled ? <Tag color="green">已启用</Tag> : <Tag>未启用</Tag>,
        },
      ]}
    />
  );
}
