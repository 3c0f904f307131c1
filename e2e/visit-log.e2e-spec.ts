import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, workerStack } from './browser';

// Only on a stack the global setup started: its analytics database is known.
const analyticsDb = workerStack()?.analyticsDb;

interface VisitRow {
  page_url: string;
  referer: string | null;
  user_agent: string;
}

async function visitRows(pageUrl: string): Promise<VisitRow[]> {
  const client = new Client({ connectionString: analyticsDb });
  await client.connect();
  try {
    return (
      await client.query<VisitRow>('SELECT page_url, referer, user_agent FROM visit_log WHERE page_url = $1', [pageUrl])
    ).rows;
  } finally {
    await client.end();
  }
}

(analyticsDb ? describe : describe.skip)('visit log from the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('stores a visit in the analytics database after an in-app navigation', async () => {
    const page = await browser.newPage();
    const marker = randomUUID();
    await page.goto(`${baseUrl()}/?from=${marker}`);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '关于我们', exact: true }).click();
    await page.waitForURL('**/about');

    // Other tests visit /about on the same stack: wait for this visit, recognised by its referer.
    let mine: VisitRow | undefined;
    for (let i = 0; i < 50 && !mine; i++) {
      mine = (await visitRows('/about')).find((row) => row.referer?.endsWith(`/?from=${marker}`));
      if (!mine) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mine).toBeDefined();
    expect(mine!.user_agent).toContain('Chrome');

    // The landing page itself is logged too.
    expect(await visitRows(`/?from=${marker}`)).toHaveLength(1);
    await page.close();
  });
});
