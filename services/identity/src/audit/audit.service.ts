import { Injectable, Logger } from '@nestjs/common';
import type { AuditEntry } from '@site/contracts';
import { AuditRepository } from './audit.repository';

export interface AuditRecord {
  userId?: number | null;
  username: string;
  role: string;
  action: string;
  method?: string;
  path?: string;
  status: number;
  ip: string | null;
  userAgent?: string | null;
}

@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(private readonly entries: AuditRepository) {}

  /** Never fails the action it records: a lost audit line is logged instead. */
  async record(record: AuditRecord): Promise<void> {
    try {
      await this.entries.insert({
        userId: record.userId ?? null,
        username: record.username.slice(0, 50),
        role: record.role.slice(0, 10),
        action: record.action.slice(0, 100),
        method: (record.method ?? 'POST').slice(0, 10),
        path: (record.path ?? '/api/login').slice(0, 2000),
        status: record.status,
        ip: record.ip?.slice(0, 64) ?? null,
        userAgent: record.userAgent?.slice(0, 300) ?? null,
      });
    } catch (error) {
      this.logger.error(`audit entry lost: ${JSON.stringify(record)}: ${String(error)}`);
    }
  }

  async list(page: number, limit: number, search?: string) {
    const [rows, total] = await this.entries.page(page, limit, search);
    const items: AuditEntry[] = rows.map((r) => ({
      id: Number(r.id),
      at: r.at.toISOString(),
      userId: r.userId,
      username: r.username,
      role: r.role,
      action: r.action,
      method: r.method,
      path: r.path,
      status: r.status,
      ip: r.ip,
      userAgent: r.userAgent,
    }));
    return { items, total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
  }
}
