import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SERVICE_CONFIG, type ServiceConfig } from '@site/service-kit';
import { contactFingerprint } from '../contacts/form-token';
import { ContactSeedRepository } from './contact-seed.repository';

/** Demo messages and app configs for `npm start`, only into empty tables: never over what staff saved. */
@Injectable()
export class ContactSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger(ContactSeed.name);

  constructor(
    private readonly repository: ContactSeedRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO) return;
    // Demo content is loaded only here, never on a production path.
    const { DEMO_APP_DOWNLOADS, DEMO_CONTACTS } = await import('@site/demo');
    const contacts = DEMO_CONTACTS.map((c) => ({ ...c, fingerprint: contactFingerprint(c) }));
    const written = await this.repository.seedIfEmpty(contacts, DEMO_APP_DOWNLOADS);
    if (written.contacts || written.downloads) {
      this.logger.log(`demo content seeded: ${written.contacts} messages, ${written.downloads} app configs`);
    }
  }
}
