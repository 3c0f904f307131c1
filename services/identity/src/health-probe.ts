// The probe module alone, not the kit's index: a probe process stays small (no Nest, TypeORM or NATS loaded).
import { runHealthProbe } from '@site/service-kit/dist/health-probe';

void runHealthProbe('identity');
