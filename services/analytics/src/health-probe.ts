import { runHealthProbe } from '@site/service-kit';

void runHealthProbe('analytics');
