/**
 * @jest-environment jest-fixed-jsdom
 */
import type { NewsAdminView, NewsTranslationAdminView } from '@site/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearAdminSession } from '../../../features/auth/utils/admin-session';
import { publication } from '../../../features/publishing/testing/publishing-fixtures';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { buttonIn, englishPanel, englishTab, serveEditor, valueOf } from '../../../testing/english-tab';
import '../../../testing/prosemirror-layout';
import { NewsEditorPage } from './news-editor';

// The news editor's 英文版本 tab beside the Chinese one: the English working copy, 从中文复制, saving with the
// version (and a stale save's message), publishing through the shared bar, removal, and a new article.

const ARTICLE: NewsAdminView = {
  id: 7,
  title: '新品发布会圆满结束',
  author: '张三',
  user_id: 3,
  category: 4,
  category_id: 4,
  category_name: '公司新闻',
  cover_image: '/uploads/cover-7.jpg',
  cover_alt: '封面七',
  summary: '发布会在上海举行。',
  date: '2026-03-01T08:00:00.000Z',
  views: 12,
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
  content: '<p>本公司新品发布会于上海举行。</p>',
  seo_title: '发布会',
  seo_description: '',
  publication: publication({ state: 'published', version: 3, has_changes: false }),
};

/** The English working copy: a draft at version 2. */
const ENGLISH: NewsTranslationAdminView = {
  id: 7,
  locale: 'en',
  title: 'Launch event a success',
  summary: 'The launch was held in Shanghai.',
  content: '<p>The launch was held in Shanghai.</p>',
  cover_alt: 'The launch hall',
  seo_title: '',
  seo_description: '',
  publication: publication({ state: 'draft', version: 2, has_changes: true }),
};

function renderAt(path: string) {
  return renderAdmin(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/news" element={<p>新闻列表页</p>} />
        <Route path="/admin/news/edit" element={<NewsEditorPage />} />
        <Route path="/admin/news/edit/:id" element={<NewsEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NewsEditorPage: 英文版本', () => {
  listenDuringTests();
  afterEach(() => clearAdminSession());

  let english: NewsTranslationAdminView | null;
  beforeEach(() => {
    serveEditor();
    english = ENGLISH;
    server.use(
      http.get('/api/admin/news/:id', () => HttpResponse.json(ARTICLE)),
      http.get('/api/admin/news/:id/translations', () => HttpResponse.json({ en: english })),
    );
  });

  it('shows the English version beside the Chinese: its state in the tab, its words, its bar; the link once published', async () => {
    const { user } = renderAt('/admin/news/edit/7');
    await screen.findByDisplayValue('新品发布会圆满结束');
    const tag = await within(englishTab()).findByText('英文：草稿');
    expect(tag.closest('.ant-tag')!.className).toContain('orange');
    await user.click(englishTab());
    const panel = englishPanel();
    await waitFor(() => expect(valueOf(panel, '英文标题')).toBe('Launch event a success'));
    // The article has a cover: its English alt text.
    expect(valueOf(panel, '英文封面替代文本')).toBe('The launch hall');
    const bar = within(panel).getByRole('region', { name: '发布状态' });
    expect(within(bar).getByText('草稿', { selector: '.ant-tag' })).toBeTruthy();
    // Not live: no English page to link to.
    expect(within(panel).queryByText('查看英文页面')).toBeNull();

    // Published through the shared bar, under /api/en/news with the version shown.
    const published = {
      ...ENGLISH,
      publication: { ...ENGLISH.publication, state: 'published' as const, has_changes: false },
    };
    const posts: unknown[] = [];
    server.use(
      http.post('/api/en/news/:id/publish', async ({ request, params }) => {
        posts.push({ id: params.id, body: await request.json() });
        return HttpResponse.json(published);
      }),
      http.get('/api/en/news/:id/revisions', () => HttpResponse.json({ items: [] })),
    );
    await user.click(buttonIn(bar, '发布')!);
    await waitFor(() => expect(posts).toEqual([{ id: '7', body: { version: 2 } }]));
    const live = await within(englishTab()).findByText('英文：已发布');
    expect(live.closest('.ant-tag')!.className).toContain('green');
    expect(within(englishPanel()).getByText('查看英文页面').getAttribute('href')).toBe('/en/news/7');
  });

  it('copies the Chinese words into a missing English version and saves it; a stale save shows the 409’s message', async () => {
    english = null;
    const puts: { search: string; body: Record<string, unknown> }[] = [];
    let answer: 'ok' | 'stale' = 'ok';
    server.use(
      http.put('/api/en/news/:id', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push({ search: new URL(request.url).search, body });
        if (answer === 'stale') {
          return HttpResponse.json(
            { error: '在您编辑期间，王编辑 已于 2026-03-02 10:00 保存了新的版本', code: 'STALE_VERSION' },
            { status: 409 },
          );
        }
        return HttpResponse.json({ ...ENGLISH, title: body.title as string, cover_alt: null });
      }),
    );
    const { user } = renderAt('/admin/news/edit/7');
    await screen.findByDisplayValue('新品发布会圆满结束');
    const tag = await within(englishTab()).findByText('英文：缺失');
    expect(tag.closest('.ant-tag')!.className).toContain('orange');
    await user.click(englishTab());
    const panel = englishPanel();
    await waitFor(() => expect(valueOf(panel, '英文标题')).toBe(''));
    // Nothing to publish or remove yet.
    expect(within(panel).queryByRole('region', { name: '发布状态' })).toBeNull();
    expect(buttonIn(panel, '删除英文版本')).toBeNull();

    await user.click(buttonIn(panel, '从中文复制')!);
    await waitFor(() => expect(valueOf(panel, '英文标题')).toBe('新品发布会圆满结束'));
    expect(valueOf(panel, '英文封面替代文本')).toBe('封面七');
    await user.clear(within(panel).getByLabelText('英文标题'));
    await user.click(within(panel).getByLabelText('英文标题'));
    await user.paste('Launch event');
    await user.click(buttonIn(panel, '保存草稿')!);
    await waitFor(() => expect(puts).toHaveLength(1));
    // The first save: no version, not published; the Chinese words copied as they were.
    expect(puts[0]).toEqual({
      search: '',
      body: {
        title: 'Launch event',
        content: '<p>本公司新品发布会于上海举行。</p>',
        summary: '发布会在上海举行。',
        cover_alt: '封面七',
        seo_title: '发布会',
        seo_description: '',
      },
    });
    expect(await within(englishTab()).findByText('英文：草稿')).toBeTruthy();

    // The next save sends the version it started from; someone saved meanwhile.
    answer = 'stale';
    await user.click(buttonIn(englishPanel(), '保存草稿')!);
    expect(await within(englishPanel()).findByText(/王编辑 已于 2026-03-02 10:00 保存了新的版本/)).toBeTruthy();
    expect(puts[1].body.version).toBe(2);
  });

  it('removes the English version after a confirm', async () => {
    const deletes: string[] = [];
    server.use(
      http.delete('/api/en/news/:id', ({ params }) => {
        deletes.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAt('/admin/news/edit/7');
    await within(await screen.findByRole('tab', { name: /英文版本/ })).findByText('英文：草稿');
    await user.click(englishTab());
    await waitFor(() => expect(valueOf(englishPanel(), '英文标题')).toBe('Launch event a success'));
    await user.click(buttonIn(englishPanel(), '删除英文版本')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('删除英文版本？', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    // Nothing is removed before the confirm.
    expect(deletes).toEqual([]);
    await user.click(buttonIn(dialog, '删除')!);
    await waitFor(() => expect(deletes).toEqual(['7']));
    expect(await within(englishTab()).findByText('英文：缺失')).toBeTruthy();
    expect(valueOf(englishPanel(), '英文标题')).toBe('');
    expect(within(englishPanel()).queryByRole('region', { name: '发布状态' })).toBeNull();
  });

  it('keeps the English version closed for a new article until the Chinese is saved', async () => {
    const { user } = renderAt('/admin/news/edit');
    await screen.findByText('新建新闻', { selector: 'h1' });
    expect(within(englishTab()).getByText('英文：缺失')).toBeTruthy();
    await user.click(englishTab());
    const panel = englishPanel();
    expect(within(panel).getByText('请先保存中文版本，再编辑英文版本。')).toBeTruthy();
    expect(within(panel).getByLabelText<HTMLInputElement>('英文标题').disabled).toBe(true);
    expect(buttonIn(panel, '从中文复制')).toBeNull();
  });
});
