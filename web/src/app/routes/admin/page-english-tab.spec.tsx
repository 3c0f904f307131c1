/**
 * @jest-environment jest-fixed-jsdom
 */
import type { PageTranslationAdminView } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { clearAdminSession } from '../../../features/auth/utils/admin-session';
import { HOME, pagePublication, servePage } from '../../../features/pages/testing/page-fixtures';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { buttonIn, englishPanel, englishTab, serveEditor, valueOf } from '../../../testing/english-tab';
import '../../../testing/prosemirror-layout';
import { PageEditorPage } from './page-editor';

// The block editor's 英文版本 tab: the page's title and every section's texts beside the Chinese (the fields
// from the section schemas), 从中文复制, saving with the version (and a stale save's message), publishing
// through the shared bar, removal.

/** The home page's English working copy: a draft at version 2 with the hero translated. */
const ENGLISH: PageTranslationAdminView = {
  id: 1,
  key: 'home',
  locale: 'en',
  title: 'Home',
  sections: { hero: { title: 'Automation that works for you', buttons: [{ label: 'Our products' }] } },
  publication: pagePublication({ state: 'draft', version: 2, has_changes: true, published_at: null }),
};

function renderEditor() {
  const router = createMemoryRouter([{ path: '/admin/pages/:key', element: <PageEditorPage /> }], {
    initialEntries: ['/admin/pages/home'],
  });
  return renderAdmin(<RouterProvider router={router} />);
}

/** A section's group in the English form, by its heading's start ("第 2 个区块"). */
const group = (heading: string) =>
  within(englishPanel()).getByText((text, el) => el?.tagName === 'LEGEND' && text.startsWith(heading)).parentElement!;

async function openEnglish(user: { click: (e: Element) => Promise<void> }, state: string) {
  await within(await screen.findByRole('tab', { name: /英文版本/ })).findByText(state);
  await user.click(englishTab());
  await waitFor(() => expect(within(englishPanel()).getByLabelText('页面标题')).toBeTruthy());
}

describe('PageEditorPage: 英文版本', () => {
  listenDuringTests();
  afterEach(() => clearAdminSession());

  let english: PageTranslationAdminView | null;
  beforeEach(() => {
    serveEditor();
    english = ENGLISH;
    // The Chinese tab's preview.
    servePage();
    server.use(
      http.get('/api/admin/pages/home', () => HttpResponse.json(HOME)),
      http.get('/api/admin/pages/home/translations', () => HttpResponse.json({ en: english })),
    );
  });

  it('shows each text of each section beside its Chinese, the English working copy in them, and publishes from its bar', async () => {
    const { user } = renderEditor();
    await openEnglish(user, '英文：草稿');
    const panel = englishPanel();
    expect(valueOf(panel, '页面标题')).toBe('Home');
    // One group per section, its fields from the section's schema, the Chinese words beside the English.
    expect([...panel.querySelectorAll('legend')].map((l) => l.textContent)).toEqual([
      '第 1 个区块（首屏横幅「让自动化为你工作」）',
      '第 2 个区块（卡片「核心能力」）',
      '第 3 个区块（图文「关于我们」）',
    ]);
    const hero = group('第 1 个区块');
    expect(valueOf(hero, '横幅标题')).toBe('Automation that works for you');
    expect(valueOf(hero, '按钮 1 · 按钮文字')).toBe('Our products');
    expect(valueOf(hero, '眉标')).toBe('');
    expect(within(hero).getByText('让自动化为你工作')).toBeTruthy();
    const cards = group('第 2 个区块');
    expect(valueOf(cards, '第 2 项 · 卡片标题')).toBe('');
    expect(within(cards).getByText('云端管理')).toBeTruthy();
    // The rich text's Chinese, rendered.
    expect(within(group('第 3 个区块')).getByText('公司故事', { selector: 'p' })).toBeTruthy();
    expect(within(panel).queryByText('查看英文页面')).toBeNull();

    // Published through the shared bar, by the page's id under /api/en/pages, with the version shown.
    const posts: unknown[] = [];
    server.use(
      http.post('/api/en/pages/:id/publish', async ({ request, params }) => {
        posts.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ ...ENGLISH, publication: pagePublication({ version: 2 }) });
      }),
      http.get('/api/en/pages/:id/revisions', () => HttpResponse.json({ items: [] })),
    );
    const bar = within(panel).getByRole('region', { name: '发布状态' });
    await user.click(buttonIn(bar, '发布')!);
    await waitFor(() => expect(posts).toEqual([{ id: '1', body: { version: 2 } }]));
    expect(await within(englishTab()).findByText('英文：已发布')).toBeTruthy();
    expect(within(englishPanel()).getByText('查看英文页面').getAttribute('href')).toBe('/en');
  });

  it('copies the Chinese into a missing English version and saves its texts by section key; a stale save shows the 409’s message', async () => {
    english = null;
    const puts: { search: string; body: Record<string, unknown> }[] = [];
    let answer: 'ok' | 'stale' = 'ok';
    server.use(
      http.put('/api/en/pages/:key', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push({ search: new URL(request.url).search, body });
        if (answer === 'stale') {
          return HttpResponse.json(
            { error: '在您编辑期间，王编辑 已于 2026-11-29 10:00 保存了新的版本', code: 'STALE_VERSION' },
            { status: 409 },
          );
        }
        return HttpResponse.json({ ...ENGLISH, title: body.title as string });
      }),
    );
    const { user } = renderEditor();
    await openEnglish(user, '英文：缺失');
    const panel = englishPanel();
    expect(valueOf(panel, '页面标题')).toBe('');
    // Nothing to publish or remove yet.
    expect(within(panel).queryByRole('region', { name: '发布状态' })).toBeNull();
    expect(buttonIn(panel, '删除英文版本')).toBeNull();

    await user.click(buttonIn(panel, '从中文复制')!);
    await waitFor(() => expect(valueOf(panel, '页面标题')).toBe('首页'));
    expect(valueOf(group('第 2 个区块'), '第 1 项 · 卡片文字')).toBe('自研控制器');
    const heroTitle = within(group('第 1 个区块')).getByLabelText('横幅标题');
    await user.clear(heroTitle);
    await user.click(heroTitle);
    await user.paste('Automation at work');
    await user.click(buttonIn(panel, '保存草稿')!);
    await waitFor(() => expect(puts).toHaveLength(1));
    // The first save: no version, not published; every section's texts in the shape of its data.
    expect(puts[0]).toEqual({
      search: '',
      body: {
        title: '首页',
        sections: {
          hero: { eyebrow: '', title: 'Automation at work', text: '', buttons: [{ label: '了解产品' }] },
          capabilities: {
            title: '核心能力',
            intro: '',
            items: [
              { title: '智能硬件', text: '自研控制器' },
              { title: '云端管理', text: '随时查看设备' },
            ],
          },
          story: { title: '关于我们', intro: '', html: '<p>公司故事</p>' },
        },
      },
    });
    expect(await within(englishTab()).findByText('英文：草稿')).toBeTruthy();

    // The next save sends the version it started from; someone saved meanwhile.
    answer = 'stale';
    await user.click(buttonIn(englishPanel(), '保存并发布')!);
    expect(await within(englishPanel()).findByText(/王编辑 已于 2026-11-29 10:00 保存了新的版本/)).toBeTruthy();
    expect(puts[1]).toMatchObject({ search: '?publish=true', body: { version: 2 } });
    expect(buttonIn(englishPanel(), '放弃我的修改，载入最新版本')).toBeTruthy();
  });

  it('removes the English version after a confirm', async () => {
    const deletes: string[] = [];
    server.use(
      http.delete('/api/en/pages/:key', ({ params }) => {
        deletes.push(String(params.key));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderEditor();
    await openEnglish(user, '英文：草稿');
    await user.click(buttonIn(englishPanel(), '删除英文版本')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('删除英文版本？', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    expect(deletes).toEqual([]);
    await user.click(buttonIn(dialog, '删除')!);
    await waitFor(() => expect(deletes).toEqual(['home']));
    expect(await within(englishTab()).findByText('英文：缺失')).toBeTruthy();
    expect(valueOf(englishPanel(), '页面标题')).toBe('');
    expect(within(englishPanel()).queryByRole('region', { name: '发布状态' })).toBeNull();
  });
});
