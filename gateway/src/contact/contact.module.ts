import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { AppDownloadsController } from './app-downloads.controller';
import { ContactsController } from './contacts.controller';

/** Contact messages and app downloads: thin routes over the contact service. */
@Module({
  imports: [StorageModule],
  controllers: [ContactsController, AppDownloadsController],
})
export class ContactModule {}
