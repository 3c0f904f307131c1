import { Injectable } from '@nestjs/common';
import { type ClientContext, type ServiceErrorPayload } from '@site/contracts';
import { clientKey, ServiceException } from '@site/service-kit';
import { AuditService } from '../audit/audit.service';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import type { TokenPurpose } from './account-token.entity';
import { type FoundToken, PasswordResetRepository } from './password-reset.repository';
import { limitReached } from './reset-limits';
import { hashAccountToken, type TokenProblem, tokenProblem, tokenShaped } from './reset-tokens';

/** How one mailed-link flow (reset, invitation, e-mail change) words its refusals. */
export interface LinkFlow {
  purpose: TokenPurpose;
  /** The API path its audit entries name. */
  path: string;
  /** The audit action of a refusal, before "：reason" (重置密码失败). */
  failed: string;
  errors: Record<TokenProblem, () => ServiceErrorPayload>;
  tooMany: () => ServiceErrorPayload;
}

const PROBLEM_TEXT: Record<TokenProblem, string> = {
  invalid: '链接无效',
  used: '链接已使用',
  expired: '链接已过期',
};

type Account = { id: number; username: string; role: string };

/**
 * Opens the token of a mailed link: counted against the client's attempt limit (one counter for
 * every flow), looked up by hash only when it is shaped like one of ours, and refused, with an
 * audit entry, unless it is a live token of the flow's purpose for an active account.
 */
@Injectable()
export class LinkTokens {
  constructor(
    private readonly resets: PasswordResetRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
  ) {}

  async open(flow: LinkFlow, token: string, context: ClientContext): Promise<{ found: FoundToken; user: UserEntity }> {
    const earlier = await this.resets.count('attempt', clientKey(context.ip));
    if (limitReached('attempt', earlier)) {
      await this.note(null, `${flow.failed}：尝试过多`, context, flow.path, 429);
      throw new ServiceException({ ...flow.tooMany(), retryAfter: 15 * 60 });
    }
    const found = tokenShaped(token) ? await this.resets.findToken(hashAccountToken(token)) : null;
    const user = found ? await this.users.findById(found.userId) : null;
    let problem = tokenProblem(found, flow.purpose, new Date());
    if (!problem && user?.status !== 'active') problem = 'invalid';
    if (problem) return this.refuse(flow, problem, user, context);
    return { found: found!, user: user! };
  }

  async refuse(flow: LinkFlow, problem: TokenProblem, user: Account | null, context: ClientContext): Promise<never> {
    await this.note(user, `${flow.failed}：${PROBLEM_TEXT[problem]}`, context, flow.path, 400);
    throw new ServiceException(flow.errors[problem]());
  }

  /** An audit entry of the flow, with the client address and browser. */
  note(
    account: { id?: number; username: string; role?: string } | null,
    action: string,
    context: ClientContext,
    path: string,
    status: number,
  ): Promise<void> {
    return this.audit.record({
      userId: account?.id ?? null,
      username: account?.username.slice(0, 50) ?? '-',
      role: account?.role ?? '-',
      action,
      path,
      status,
      ip: context.ip,
      userAgent: context.userAgent,
    });
  }
}
