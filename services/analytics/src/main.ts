import 'reflect-metadata';
import { ConfigError, runService } from '@site/service-kit';
import { AppModule } from './app.module';
import { loadAnalyticsConfig } from './config';

// Analytics' own settings are checked before anything starts, like every service's.
try {
  loadAnalyticsConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`[analytics] ${error.message}\n`);
  process.exit(1);
}
runService('analytics', AppModule);
