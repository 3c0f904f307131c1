import { Injectable } from '@nestjs/common';
import type { MailSettingsReply } from '@site/contracts';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { transportOptions } from './notice-mail';

export interface MailSession {
  send(mail: SendMailOptions): Promise<void>;
  close(): void;
}

/** One SMTP connection setup per round of the worker (settings may change between rounds). */
@Injectable()
export class Mailer {
  open(settings: MailSettingsReply): MailSession {
    const transport = createTransport(transportOptions(settings));
    return {
      send: async (mail) => {
        await transport.sendMail(mail);
      },
      close: () => transport.close(),
    };
  }
}
