import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { stepTimeout } from '../test/support/patience';

// axe-core's browser build, injected into each page as it is (no bundler in between).
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A and AA rules and axe's best practices: what "0 violations" means for our screens. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  nodes: number;
  targets: string[];
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(
    async ({ tags }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(
        { include: [document] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return result.violations.map((v) => ({
        id: v.id,
        nodes: v.nodes.length,
        // For contrast, the colours and ratio axe measured, so a failure says what to change.
        targets: v.nodes.slice(0, 3).map((n) => {
          const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
          const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
          return `${n.target.join(' ')}${colours}`;
        }),
      }));
    },
    { tags: AXE_TAGS },
  );
}

/** How many CSS pixels the page scrolls sideways (0 when it fits). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.scrollingElement!.scrollWidth - window.innerWidth));

/** Buttons or links of a table's first row that lie (partly) outside the viewport, by their text. */
export const firstRowActionsOutside = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector('.ant-table-row');
    if (!row) return [];
    return Array.from(row.querySelectorAll<HTMLElement>('button, a'))
      .filter((el) => /编辑|删除|查看/.test(el.textContent ?? ''))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth;
      })
      .map((el) => el.textContent.trim());
  });

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests from now on, so `settled` can tell when its calls are answered. */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits until the screen has drawn its data and is at rest: no request open for 100 ms (Playwright's
 * `networkidle` waits a fixed 500 ms), no antd spinner or loading status, and no finite animation or
 * transition running, so colours are measured as they stay.
 */
export async function settled(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('settled(page) needs trackRequests(page) before the page loads');
  const deadline = Date.now() + stepTimeout();
  for (let quietSince = Date.now(); Date.now() - quietSince < 100 && Date.now() < deadline;) {
    if (open.size > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]') &&
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { polling: 50 },
    )
    .catch(() => undefined);
}

/** Validation messages showing on a screen nobody has touched yet (forms must wait for blur or submit). */
export const validationMessages = (page: Page) => page.locator('.ant-form-item-explain-error').allInnerTexts();
