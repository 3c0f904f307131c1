/**
 * @jest-environment node
 */
import { lazy, Suspense } from 'react';
import { renderToHtml, streamToHtml } from './render-html';

function Broken(): never {
  throw new Error('坏了');
}

describe('renderToHtml', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React logs what suspended or threw; the assertions below say what matters.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('gives the same markup as the stream when nothing suspends, image preloads included', async () => {
    const page = (
      <main>
        <Suspense fallback={<p>加载中</p>}>
          <h1>产品中心</h1>
          <img src="/a.webp" alt="" width={640} height={480} fetchPriority="high" />
        </Suspense>
      </main>
    );
    const html = await renderToHtml(page);
    expect(html).toContain('<h1>产品中心</h1>');
    expect(html).toContain('rel="preload"');
    expect(html).toBe(await streamToHtml(page));
  });

  it('waits for a part that suspends instead of sending its fallback', async () => {
    const Later = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { default: () => <p>稍后到达</p> };
    });
    const html = await renderToHtml(
      <Suspense fallback={<p>加载中</p>}>
        <Later />
      </Suspense>,
    );
    expect(html).toContain('稍后到达');
    expect(html).not.toContain('加载中');
    expect(html).not.toContain('<!--$!-->');
  });

  it('fails when a part throws, inside a boundary or not', async () => {
    await expect(
      renderToHtml(
        <Suspense fallback={<p>加载中</p>}>
          <Broken />
        </Suspense>,
      ),
    ).rejects.toThrow('坏了');
    await expect(renderToHtml(<Broken />)).rejects.toThrow('坏了');
  });
});
