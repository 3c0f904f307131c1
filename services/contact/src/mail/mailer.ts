import { Inject, Injectable } from '@nestjs/common';
import type { MailSettingsReply } from '@site/contracts';
import { guardedSmtpOptions, type OutgoingPolicy, outgoingPolicy, smtpTransportOptions } from '@site/service-kit';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { CONTACT_CONFIG, type ContactConfig } from '../contact-config';

export interface MailSession {
  send(mail: SendMailOptions): Promise<void>;
  close(): void;
}

/** Where the mail notices may connect: public addresses and what SMTP_ALLOW_HOSTS allows. */
export const SMTP_POLICY = Symbol('SMTP_POLICY');
export const smtpPolicyProvider = {
  provide: SMTP_POLICY,
  inject: [CONTACT_CONFIG],
  useFactory: (config: ContactConfig): OutgoingPolicy => outgoingPolicy('smtp', config.SMTP_ALLOW_HOSTS),
};

/** One SMTP connection setup per round of the worker (settings may change between rounds). */
@Injectable()
export class Mailer {
  constructor(@Inject(SMTP_POLICY) private readonly policy: OutgoingPolicy) {}

  /**
   * Resolves the server through the outgoing-request guard and connects to the address it checked
   * (the name kept for TLS). A refused server rejects with `OutgoingRefusedError` before any
   * connection is opened.
   */
  async open(settings: MailSettingsReply): Promise<MailSession> {
    const transport = createTransport(await guardedSmtpOptions(smtpTransportOptions(settings), this.policy));
    return {
      send: async (mail) => {
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }
}
