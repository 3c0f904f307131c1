import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser';

const analyticsDb = process.env.E2E_ANALYTICS_DB_URL;

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

    let rows: VisitRow[] = [];
    for (let i = 0; i < 50 && rows.length === 0; i++) {
      rows = await visitRows('/about');
      if (!rows.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.referer?.endsWith(`/?from=${marker}`))).toBe(true);
    expect(rows[0].user_agent).toContain('Chrome');

    // The landing page itself is logged too.
    expect(await visitRows(`/?from=${marker}`)).toHaveLength(1);
    await page.close();
  });
});
