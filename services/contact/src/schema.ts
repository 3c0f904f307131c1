// The contact database: its tables are declared by these entities, and the migrations (generated from
// them with `npm run migration:generate -- contact <Name>`) build exactly that schema; the schema-drift
// test fails when the two differ.
import { ServiceSecretEntity, SpentChallengeEntity } from '@site/service-kit';
import { AppDownloadEntity } from './app-downloads/app-download.entity';
import { ContactSubmissionEntity } from './contacts/contact-submission.entity';
import { ContactMessageEntity } from './contacts/contact-message.entity';
import { MailOutboxEntity } from './mail/mail-outbox.entity';
import { CreateContact1763770000000 } from './migrations/1763770000000-create-contact';
import { SpentChallenges1763910000000 } from './migrations/1763910000000-spent-challenges';

export const entities = [
  ContactMessageEntity,
  ContactSubmissionEntity,
  AppDownloadEntity,
  MailOutboxEntity,
  ServiceSecretEntity,
  SpentChallengeEntity,
];

/** In order; a new one is appended after review. */
export const migrations = [CreateContact1763770000000, SpentChallenges1763910000000];
