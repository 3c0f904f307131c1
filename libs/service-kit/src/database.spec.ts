import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsIn } from './database';

const migration = (name: string) => `exports.${name} = class ${name} { async up() {} async down() {} };\n`;

describe('migrationsIn', () => {
  it('loads each migration class of the folder in timestamp order, and nothing else there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(dir, '1795000000000-Later.js'), migration('Later1795000000000'));
    writeFileSync(join(dir, '1763000000000-create-things.js'), migration('CreateThings1763000000000'));
    // What a build leaves beside them, and files that are not migrations.
    writeFileSync(join(dir, '1763000000000-create-things.d.ts'), 'export {};\n');
    writeFileSync(join(dir, '1763000000000-create-things.js.map'), '{}');
    writeFileSync(join(dir, 'helpers.js'), migration('NotAMigration'));

    expect(migrationsIn(dir).map((found) => found.name)).toEqual(['CreateThings1763000000000', 'Later1795000000000']);
  });
});
