import { AuditLogScreen } from '../../../features/audit-log/components/audit-log-screen';

export function AuditLogsPage() {
  return <AuditLogScreen />;
}
