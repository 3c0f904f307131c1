import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProofOfWork, ServiceSecrets } from '@site/service-kit';
import { AppDownloadEntity } from './app-downloads/app-download.entity';
import { AppDownloadsController } from './app-downloads/app-downloads.controller';
import { AppDownloadsRepository } from './app-downloads/app-downloads.repository';
import { AppDownloadsService } from './app-downloads/app-downloads.service';
import { CONTACT_CONFIG, loadContactConfig } from './contact-config';
import { ContactMessageEntity } from './contacts/contact-message.entity';
import { ContactsController } from './contacts/contacts.controller';
import { ContactsRepository } from './contacts/contacts.repository';
import { ContactsService } from './contacts/contacts.service';
import { MailFailuresController } from './mail/mail-failures.controller';
import { MailOutboxRepository } from './mail/mail-outbox.repository';
import { MailSettingsClient } from './mail/mail-settings.client';
import { MailWorker } from './mail/mail-worker';
import { Mailer, smtpPolicyProvider } from './mail/mailer';
import { ContactSeed } from './seed/contact.seed';
import { ContactSeedRepository } from './seed/contact-seed.repository';

/** Contact messages (with their mail notices) and the app download configs. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity, AppDownloadEntity])],
  controllers: [ContactsController, AppDownloadsController, MailFailuresController],
  providers: [
    { provide: CONTACT_CONFIG, useFactory: () => loadContactConfig() },
    ServiceSecrets,
    ProofOfWork,
    ContactsRepository,
    ContactsService,
    MailOutboxRepository,
    MailSettingsClient,
    smtpPolicyProvider,
    Mailer,
    MailWorker,
    AppDownloadsRepository,
    AppDownloadsService,
    ContactSeedRepository,
    ContactSeed,
  ],
})
export class ContactModule {}
