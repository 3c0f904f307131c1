import type { UserView } from '@site/contracts';
import { Badge, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { DataColumn } from '../../../components/ui/admin/data-table';
import { formatDateTime } from '../../../lib/format-date';
import { STATUS_COLORS, roleLabel, statusLabel } from '../utils/user-form';

/** The users table: username, name, email, role, status, last login, lock badge; `actions` renders the buttons. */
export function userColumns(actions: (user: UserView) => ReactNode): DataColumn<UserView>[] {
  return [
    { key: 'username', title: '用户名', keyColumn: true },
    { key: 'name', title: '姓名' },
    { key: 'email', title: '邮箱' },
    { key: 'role', title: '角色', render: (u) => roleLabel(u.role), searchText: (u) => roleLabel(u.role) },
    {
      key: 'status',
      title: '状态',
      render: (u) =>
        u.invited ? (
          <Tag color="blue">已邀请</Tag>
        ) : (
          <Tag color={STATUS_COLORS[u.status] ?? 'default'}>{statusLabel(u.status)}</Tag>
        ),
      searchText: (u) => (u.invited ? '已邀请' : statusLabel(u.status)),
    },
    {
      key: 'lastLogin',
      title: '最后登录',
      render: (u) => formatDateTime(u.lastLogin) || (u.invited ? '未接受邀请' : '从未登录'),
      searchText: (u) => formatDateTime(u.lastLogin),
    },
    {
      key: 'locked',
      title: '锁定',
      render: (u) => (u.locked ? <Badge status="error" text="已锁定" /> : <Badge status="success" text="正常" />),
      searchText: (u) => (u.locked ? '已锁定' : ''),
    },
    { key: 'actions', title: '操作', sortable: false, render: actions },
  ];
}
