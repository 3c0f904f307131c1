import 'reflect-metadata';
import { runAdminCommand } from './admin/admin-cli';

// `node dist/admin.js reset-password <username>` in the identity image; `npm run admin -- …` in the repo.
void runAdminCommand(process.argv.slice(2)).then((code) => process.exit(code));
