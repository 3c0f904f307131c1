// `npm run backup` / `npm run restore -- <backup|latest> --yes`: the backup tool (tools/backup)
// against the local product (PG_URL, DB_PREFIX). Backups go to BACKUP_DIR (default: backups/).
import { join } from 'node:path';
import { root } from './build.mjs';
import { runLocalTool } from './local-tool.mjs';

await runLocalTool({
  projects: ['tools/backup'],
  entry: 'tools/backup/dist/main.js',
  env: { BACKUP_DIR: process.env.BACKUP_DIR ?? join(root, 'backups') },
});
