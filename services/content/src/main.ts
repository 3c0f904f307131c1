import 'reflect-metadata';
import { runService } from '@site/service-kit';
import { AppModule } from './app.module';

runService('content', AppModule);
