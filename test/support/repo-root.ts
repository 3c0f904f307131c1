import { join } from 'node:path';

/** The repository's root, for helpers that read its files (migrations, builds). */
export const repoRoot = join(__dirname, '..', '..');
