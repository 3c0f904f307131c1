// `npm run images -- backfill` / `npm run images -- sweep [--dry-run]`: the gateway's image
// command against the local product (NATS_URL and NATS_PREFIX for the sweep).
import { runLocalTool } from './local-tool.mjs';

await runLocalTool({ projects: ['gateway'], entry: 'gateway/dist/images.js' });
