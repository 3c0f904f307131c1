// The contact database: its tables are declared by these entities, and the migrations (generated from
// them with `npm run migration:generate -- contact <Name>`) build exactly that schema; the schema-drift
// test fails when the two differ.
import { join } from 'node:path';
import { migrationsIn, ServiceSecretEntity, SpentChallengeEntity } from '@site/service-kit';
import { AppDownloadEntity } from './app-downloads/app-download.entity';
import { ContactSubmissionEntity } from './contacts/contact-submission.entity';
import { ContactMessageEntity } from './contacts/contact-message.entity';
import { MailOutboxEntity } from './mail/mail-outbox.entity';

export const entities = [
  ContactMessageEntity,
  ContactSubmissionEntity,
  AppDownloadEntity,
  MailOutboxEntity,
  ServiceSecretEntity,
  SpentChallengeEntity,
];

/** Every file in ./migrations, in timestamp order: a generated migration is picked up once reviewed. */
export const migrations = migrationsIn(join(__dirname, 'migrations'));
