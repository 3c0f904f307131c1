import type { UserView } from '@site/contracts';
import {
  NEW_USER_VALUES,
  ROLE_OPTIONS,
  STATUS_OPTIONS,
  roleLabel,
  statusAction,
  statusLabel,
  toCreatePayload,
  toUpdatePayload,
  userToFormValues,
} from './user-form';

const user: UserView = {
  id: 4,
  username: 'li.si',
  name: '李四',
  email: 'ls@example.cn',
  role: 'editor',
  status: 'inactive',
  lastLogin: null,
  locked: false,
  twoFactorEnabled: false,
  invited: false,
  created_at: '2026-01-01T00:00:00Z',
};

describe('user form values', () => {
  it('starts a new user as an active viewer', () => {
    expect(NEW_USER_VALUES).toMatchObject({ role: 'viewer', status: 'active' });
  });

  it('edits only the editable fields of an existing user', () => {
    expect(userToFormValues(user)).toEqual({
      username: 'li.si',
      name: '李四',
      email: 'ls@example.cn',
      role: 'editor',
      status: 'inactive',
    });
  });

  it('creates without the confirmation, trimmed, password as typed', () => {
    const values = {
      ...NEW_USER_VALUES,
      username: ' wang ',
      name: ' 王五 ',
      email: ' w@x.cn ',
      password: ' Pass-1234 ',
      confirmPassword: ' Pass-1234 ',
    };
    expect(toCreatePayload(values)).toEqual({
      username: 'wang',
      name: '王五',
      email: 'w@x.cn',
      role: 'viewer',
      status: 'active',
      password: ' Pass-1234 ',
    });
  });

  it('invites without any password, whatever the hidden fields held', () => {
    const values = { ...NEW_USER_VALUES, username: 'wang', name: '王五', email: 'w@x.cn', invite: true, password: 'x' };
    expect(toCreatePayload(values)).toEqual({
      username: 'wang',
      name: '王五',
      email: 'w@x.cn',
      role: 'viewer',
      status: 'active',
      invite: true,
    });
  });

  it('updates without any password field', () => {
    const payload = toUpdatePayload({ ...userToFormValues(user), password: 'x', confirmPassword: 'x' });
    expect(payload).toEqual({
      username: 'li.si',
      name: '李四',
      email: 'ls@example.cn',
      role: 'editor',
      status: 'inactive',
    });
  });
});

describe('statusAction', () => {
  it('disables an active user and activates anyone else', () => {
    expect(statusAction('active')).toEqual({ next: 'disabled', label: '禁用' });
    expect(statusAction('disabled')).toEqual({ next: 'active', label: '启用' });
    expect(statusAction('inactive')).toEqual({ next: 'active', label: '启用' });
  });
});

describe('labels', () => {
  it('shows roles and statuses in Chinese, unknown values as they are', () => {
    expect(roleLabel('viewer')).toBe('查看者');
    expect(roleLabel('owner')).toBe('owner');
    expect(statusLabel('disabled')).toBe('禁用');
    expect(ROLE_OPTIONS.map((o) => o.label)).toEqual(['管理员', '编辑', '查看者']);
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual(['活跃', '未激活', '禁用']);
  });
});
