import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@site/service-kit';
import { AppDownloadEntity } from './app-downloads/app-download.entity';
import { ContactModule } from './contact.module';
import { ContactMessageEntity } from './contacts/contact-message.entity';
import { MailOutboxEntity } from './mail/mail-outbox.entity';
import { CreateContact1763770000000 } from './migrations/1763770000000-create-contact';
import { SpentChallenges1763910000000 } from './migrations/1763910000000-spent-challenges';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'contact',
      entities: [ContactMessageEntity, AppDownloadEntity, MailOutboxEntity],
      migrations: [CreateContact1763770000000, SpentChallenges1763910000000],
    }),
    ContactModule,
  ],
})
export class AppModule {}
