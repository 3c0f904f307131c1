import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

interface Plant {
  /** An existing file of the repository, whose text is replaced by `text` for this lint only. */
  file: string;
  text: string;
}

const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];

/**
 * Lints planted imports with the repository's own ESLint config (only the import-boundary rules, without type
 * information, so it takes a second) and answers each plant's messages. ESLint loads its ES-module config
 * with import(), which jest's module system does not run, so it runs in a child Node.
 */
function lint(plants: Plant[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({
      overrideConfig: { languageOptions: { parserOptions: { project: false, projectService: false } } },
      ruleFilter: ({ ruleId }) => ${JSON.stringify(BOUNDARY_RULES)}.includes(ruleId),
    });
    const answers = [];
    for (const { file, text } of JSON.parse(process.env.PLANTS)) {
      const [result] = await eslint.lintText(text, { filePath: file });
      answers.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
    }
    process.stdout.write(JSON.stringify(answers));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, PLANTS: JSON.stringify(plants) },
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[][];
}

const importOf = (from: string, name: string) =>
  `import { ${name} } from '${from}';\nexport const planted = ${name};\n`;

describe('lint refuses imports across the boundaries', () => {
  it('refuses server code in the web app, other libs in the contracts, and the demo or dev stack in the gateway', () => {
    const refused = lint([
      { file: 'web/src/app/routes/about.tsx', text: importOf('@site/service-kit', 'RpcClient') },
      {
        file: 'web/src/app/routes/about.tsx',
        text: importOf('../../../../services/catalog/src/products/products.service', 'ProductsService'),
      },
      { file: 'web/src/features/news/utils/news-form.ts', text: importOf('@site/dev-stack', 'Stack') },
      { file: 'libs/contracts/src/errors.ts', text: importOf('@site/service-kit', 'RpcClient') },
      { file: 'gateway/src/app.module.ts', text: importOf('@site/demo', 'DEMO_ACCOUNTS') },
      { file: 'gateway/src/app.module.ts', text: importOf('@site/dev-stack', 'Stack') },
    ]);
    for (const messages of refused) {
      // Refused by name, by resolved path, or both (a lib's name resolves to a file once it is built).
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(BOUNDARY_RULES).toContain(message.split(': ')[0]);
    }
  }, 120_000);

  it('lets the web app use the contracts and the gateway’s seeder draw the demo', () => {
    const allowed = lint([
      { file: 'web/src/app/routes/about.tsx', text: importOf('@site/contracts', 'Errors') },
      { file: 'gateway/src/storage/demo-images.seeder.ts', text: importOf('@site/demo', 'DEMO_ACCOUNTS') },
      { file: 'libs/contracts/src/errors.ts', text: importOf('zod', 'z') },
    ]);
    expect(allowed).toEqual([[], [], []]);
  }, 120_000);
});
