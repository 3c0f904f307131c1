// Writes the nats-server configuration (users and permissions derived from the contracts) for
// compose (deploy/nats/nats.conf) and k8s (the ConfigMap in k8s/base/nats-config.yaml). Run after
// `npm run build:server` when nats-access.ts changes; test/deploy/nats-config.spec.ts fails while they differ.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './build.mjs';

const require = createRequire(import.meta.url);
const { renderNatsConfig, renderNatsConfigMap } = require(join(root, 'libs/service-kit/dist/nats-access.js'));

writeFileSync(join(root, 'deploy/nats/nats.conf'), renderNatsConfig());
writeFileSync(join(root, 'k8s/base/nats-config.yaml'), renderNatsConfigMap());
process.stdout.write('wrote deploy/nats/nats.conf and k8s/base/nats-config.yaml\n');
