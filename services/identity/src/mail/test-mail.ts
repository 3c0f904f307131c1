import { Inject, Injectable } from '@nestjs/common';
import { Errors, type MailSettingsReply, type TestMailResult } from '@site/contracts';
import {
  guardedSmtpOptions,
  type OutgoingPolicy,
  OutgoingRefusedError,
  ServiceException,
  smtpSettingsComplete,
  smtpTransportOptions,
} from '@site/service-kit';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { SMTP_POLICY } from '../outgoing-policies';
import { SettingsService } from '../settings/settings.service';

/** Shorter than a worker's send: an admin waits for the answer (the gateway gives it 40 s). */
const TEST_TIMEOUTS = { connectionTimeout: 8000, greetingTimeout: 8000, socketTimeout: 15_000 };

const beijingTime = (date: Date) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'medium',
    timeStyle: 'medium',
    hour12: false,
  }).format(date);

export function testMail(settings: MailSettingsReply, to: string, at: Date): SendMailOptions {
  const { email, siteName } = settings;
  return {
    from: { name: email.emailFromName || siteName, address: email.emailFromAddress },
    to,
    subject: `【${siteName}】测试邮件`,
    text: [
      '这是一封测试邮件。',
      '',
      `收到它，说明${siteName}后台“邮件设置”中的 SMTP 服务器（${email.smtpServer.trim()}:${email.smtpPort}）可以正常发信：留言通知、重置密码等邮件都会经它发出。`,
      '',
      `发送时间：${beijingTime(at)}（北京时间）`,
    ].join('\n'),
  };
}

/** nodemailer's error fields (an Error with these, from the SMTP conversation or the socket). */
interface SmtpError extends Error {
  code?: string;
  response?: string;
  responseCode?: number;
}

/** The reply for a send that failed: the server's own answer when it gave one, else the error's text. */
export function testMailFailure(error: unknown): TestMailResult {
  if (error instanceof OutgoingRefusedError) {
    return { ok: false, response: null, code: error.payload.code, message: error.payload.message };
  }
  // Duck-typed: errors from another realm (a test's sandbox) are no `instanceof Error`.
  const e: Partial<SmtpError> = typeof error === 'object' && error !== null ? error : { message: String(error) };
  const response = typeof e.response === 'string' && e.response ? e.response.slice(0, 500) : null;
  return {
    ok: false,
    response,
    code: typeof e.code === 'string' ? e.code : null,
    message: `测试邮件发送失败：${String(e.message ?? error).slice(0, 500)}`,
  };
}

/** 邮件设置 › 发送测试邮件: one mail now, with the saved settings, through the outgoing-request guard. */
@Injectable()
export class TestMailService {
  constructor(
    private readonly settings: SettingsService,
    @Inject(SMTP_POLICY) private readonly policy: OutgoingPolicy,
  ) {}

  async send(to: string): Promise<TestMailResult> {
    const settings = await this.settings.getMailSettings();
    if (!smtpSettingsComplete(settings)) {
      throw new ServiceException(Errors.validation('请先填写并保存 SMTP 服务器、端口和发件人邮箱，再发送测试邮件'));
    }
    let transport: ReturnType<typeof createTransport> | null = null;
    try {
      transport = createTransport(
        await guardedSmtpOptions({ ...smtpTransportOptions(settings), ...TEST_TIMEOUTS }, this.policy),
      );
      const info = (await transport.sendMail(testMail(settings, to, new Date()))) as { response?: string };
      const response = info.response ?? '';
      return { ok: true, response, code: null, message: `SMTP 服务器已接收测试邮件，请到 ${to} 查收` };
    } catch (error) {
      return testMailFailure(error);
    } finally {
      transport?.close();
    }
  }
}
