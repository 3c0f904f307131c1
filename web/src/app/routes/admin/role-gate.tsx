import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useCurrentAdmin } from '../../../features/auth/hooks/use-current-admin';
import { canView, type AdminArea } from '../../../features/auth/utils/permissions';

/** Screens a role may not use say so instead of rendering; the server refuses their calls anyway. */
export function RoleGate({ area, children }: { area: AdminArea; children: ReactNode }) {
  const { role } = useCurrentAdmin();
  if (!canView(role, area)) return <Result status="403" title="无权访问" subTitle="您的角色无权使用此页面。" />;
  return children;
}
