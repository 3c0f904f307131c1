import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route. Routes without a level are admin-only, so a forgotten decorator
 * fails closed. The authorization matrix test checks every route against its expected cells.
 * - public: anyone;
 * - self: any signed-in user, acting on their own account (logout, profile);
 * - staff: any signed-in user; back-office reads (a viewer can never write through it);
 * - editor: editors and admins (content writes);
 * - admin: admins only (users, settings, audit log).
 */
export type AccessLevel = 'public' | 'self' | 'staff' | 'editor' | 'admin';
export const ACCESS_KEY = 'access';
export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);

export const AUDIT_ACTION_KEY = 'auditAction';
/** The Chinese name of a back-office write in the audit log. */
export const AuditAction = (action: string) => SetMetadata(AUDIT_ACTION_KEY, action);
