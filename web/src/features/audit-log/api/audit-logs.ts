import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditEntry } from '@site/contracts';
import { api } from '../../../lib/api-client';
import { auditLogPath, type AuditLogParams } from '../utils/audit-log';

export interface AuditLogPage {
  items: AuditEntry[];
  total: number;
  page: number;
  totalPages: number;
}

export const auditLogsQuery = (params: AuditLogParams) =>
  queryOptions({
    queryKey: ['admin', 'audit-logs', params],
    queryFn: ({ signal }) => api.get<AuditLogPage>(auditLogPath(params), { signal }),
    // Paging keeps the old rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
