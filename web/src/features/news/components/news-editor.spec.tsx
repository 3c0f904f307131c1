/**
 * @jest-environment jest-fixed-jsdom
 */
import type { NewsAdminView, Publication } from '@site/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import type { PickerNode } from '../../../components/ui/admin/category-tree-picker';
import { renderAdmin } from '../../../testing/admin-render';
import { listenDuringTests, server } from '../../../testing/api-server';
import { mediaFile, serveLibrary } from '../../../testing/media-library';
import '../../../testing/prosemirror-layout';
import { responseGate } from '../../../testing/response-gate';
import { uploadFile } from '../../../testing/upload-file';
import type { NewsPayload } from '../api/news';
import type { NewsFormValues } from '../utils/news-form';
import { NewsEditor } from './news-editor';

/** The news category tree, as the page builds it from the categories. */
const CATEGORY_TREE: PickerNode[] = [
  { id: 4, name: '公司新闻', children: [] },
  { id: 5, name: '行业资讯', children: [{ id: 6, name: '展会报道', children: [] }] },
];

const CONTENT = '<p>本公司新品发布会于上海举行。</p><p>到场嘉宾三百余人。</p>';
/** Where the article stands: published, at version 3. */
const PUBLICATION: Publication = {
  state: 'published',
  version: 3,
  has_changes: false,
  publish_at: null,
  unpublish_at: null,
  published_at: '2026-03-01T08:00:00.000Z',
  updated_by: '张三',
  updated_at: '2026-03-01T08:00:00.000Z',
};
/**
 * The article as the admin read answers it (its working copy and publication): its summary is the one the
 * server generated from the content.
 */
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
  summary: '本公司新品发布会于上海举行。 到场嘉宾三百余人。',
  date: '2026-03-01T08:00:00.000Z',
  views: 12,
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
  content: CONTENT,
  seo_title: '',
  seo_description: '',
  publication: PUBLICATION,
};

/** A PUT's body: the payload and the version the form started from. */
type SentBody = NewsPayload & { version?: number };
/** The payload alone (what the fields hold). */
const payloadOf = ({ version: _version, ...payload }: SentBody): NewsPayload => payload;

const buttonIn = (scope: HTMLElement, label: string) =>
  within(scope).queryByText(label, { selector: 'button span' })?.closest('button') ?? null;
const fieldError = { selector: '.ant-form-item-explain-error' };
const coverPreview = () => screen.queryByAltText<HTMLImageElement>('封面预览')?.getAttribute('src') ?? null;

/** Types a whole value at once (a paste): one change per field keeps antd's forms quick in jsdom. */
async function fill(u: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await u.clear(input);
  await u.click(input);
  await u.paste(text);
}

/** Where the router is, and how it got there (PUSH, REPLACE, POP). */
function LocationProbe() {
  const location = useLocation();
  const how = useNavigationType();
  return <output data-testid="location">{`${location.pathname} ${how}`}</output>;
}
const locationNow = () => screen.getByTestId('location').textContent;

interface EditorCalls {
  saved: NewsAdminView[];
  stale: NewsFormValues[];
}

/** The editor holding the record the page would give it: a save's answer replaces it (its new version). */
function Editor({ initial, canEdit, calls }: { initial: NewsAdminView | null; canEdit: boolean; calls: EditorCalls }) {
  const [news, setNews] = useState(initial);
  return (
    <NewsEditor
      news={news}
      categoryTree={CATEGORY_TREE}
      categoriesLoading={false}
      canEdit={canEdit}
      author={news ? news.author : '编辑甲'}
      onSaved={(record) => {
        calls.saved.push(record);
        setNews(record);
      }}
      onStale={(values) => calls.stale.push(values)}
    />
  );
}

/**
 * The editor as the page gives it (a new article by the signed-in 编辑甲, or a saved one with its own
 * author), inside the admin's router; the news list it returns to only says it was reached, and an
 * article created goes on at its own address (which says so). `calls` records onSaved and onStale.
 */
function renderEditor(news: NewsAdminView | null, canEdit = true) {
  const calls: EditorCalls = { saved: [], stale: [] };
  const rendered = renderAdmin(
    <MemoryRouter initialEntries={[news ? `/admin/news/edit/${news.id}` : '/admin/news/edit']}>
      <LocationProbe />
      <Routes>
        <Route path="/admin/news" element={<p>新闻列表页</p>} />
        <Route path="/admin/news/edit" element={<Editor initial={null} canEdit={canEdit} calls={calls} />} />
        <Route
          path="/admin/news/edit/:id"
          element={news ? <Editor initial={news} canEdit={canEdit} calls={calls} /> : <p>新闻编辑页</p>}
        />
      </Routes>
    </MemoryRouter>,
  );
  return { ...rendered, calls };
}

/** The article's form once it is shown (the title field holds its title). */
const findTitle = (value: string) => screen.findByDisplayValue<HTMLInputElement>(value);

describe('NewsEditor', () => {
  listenDuringTests();

  it('starts a new article empty, by the signed-in user, and says what is missing before sending anything', async () => {
    let posted = 0;
    server.use(http.post('/api/news', () => ((posted += 1), HttpResponse.json({}, { status: 500 }))));
    const { container, user } = renderEditor(null);
    expect(await screen.findByDisplayValue('编辑甲')).toBe(screen.getByLabelText('作者'));
    expect(screen.getByLabelText<HTMLInputElement>('标题').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('作者').disabled).toBe(true);
    expect(screen.getByText('暂无封面')).toBeTruthy();
    expect(coverPreview()).toBeNull();
    expect(buttonIn(container, '上传封面')).not.toBeNull();
    expect(buttonIn(container, '移除封面')).toBeNull();
    expect(screen.getByTestId('summary-preview').textContent).toBe('留空时将自动生成：（内容的前150个字符）');
    // A fresh form says nothing, even once the content editor (loaded on demand) has arrived.
    await screen.findByLabelText('内容', { selector: '[contenteditable]' });
    expect(document.querySelectorAll(fieldError.selector)).toHaveLength(0);

    // A new article is saved as a draft, or saved and published at once.
    expect(buttonIn(container, '保存并发布')).not.toBeNull();
    await user.click(buttonIn(container, '保存草稿')!);
    expect(await screen.findByText('请选择分类', fieldError)).toBeTruthy();
    expect(screen.getByText('标题不能为空', fieldError)).toBeTruthy();
    expect(screen.getByText('内容不能为空', fieldError)).toBeTruthy();
    expect(posted).toBe(0);
    expect(locationNow()).toBe('/admin/news/edit POP');
  });

  it('saves and publishes a new article (保存并发布): sends its fields with ?publish=true, says 处理中... on the way, then goes on at the new article’s address', async () => {
    const sent: NewsPayload[] = [];
    const queries: string[] = [];
    const gate = responseGate();
    server.use(
      http.post('/api/news', async ({ request }) => {
        const body = (await request.json()) as NewsPayload;
        sent.push(body);
        queries.push(new URL(request.url).search);
        await gate.opened;
        return HttpResponse.json({ ...ARTICLE, ...body, id: 8 }, { status: 201 });
      }),
    );
    const { container, user } = renderEditor(null);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('作者').value).toBe('编辑甲'));

    await user.click(screen.getByLabelText('分类'));
    await user.click(await screen.findByText('行业资讯', { selector: '.ant-select-tree-title' }));
    await fill(user, screen.getByLabelText('标题'), '  行业峰会见闻 ');
    const content = await screen.findByLabelText('内容', { selector: '[contenteditable]' });
    await user.click(content);
    await user.keyboard('峰会聚焦智能家居的未来。');
    // The preview follows what is typed.
    await waitFor(() =>
      expect(screen.getByTestId('summary-preview').textContent).toBe('留空时将自动生成：峰会聚焦智能家居的未来。'),
    );
    await fill(user, screen.getByLabelText('摘要'), ' 一句话摘要 ');
    await waitFor(() => expect(screen.queryByTestId('summary-preview')).toBeNull());
    await user.click(buttonIn(container, '保存并发布')!);

    // Held on its way out, the save says so.
    expect(await screen.findByText('处理中...', { selector: 'button span' })).toBeTruthy();
    expect(buttonIn(container, '保存并发布')).toBeNull();
    gate.open();
    expect(await screen.findByText('新闻已发布')).toBeTruthy();
    expect(queries).toEqual(['?publish=true']);
    // A create sends no version.
    expect(sent).toEqual([
      {
        title: '行业峰会见闻',
        category: 5,
        content: '<p>峰会聚焦智能家居的未来。</p>',
        summary: '一句话摘要',
        cover_image: null,
        cover_alt: null,
        seo_title: '',
        seo_description: '',
      },
    ]);
    // The editor goes on at the new article's address, in place of the new-article one (back leaves the editor).
    expect(await screen.findByText('新闻编辑页')).toBeTruthy();
    expect(locationNow()).toBe('/admin/news/edit/8 REPLACE');
    expect(screen.queryByText('新闻列表页')).toBeNull();
  });

  it('saves a new article as a draft (保存草稿): no ?publish, says 草稿已保存', async () => {
    const queries: string[] = [];
    server.use(
      http.post('/api/news', async ({ request }) => {
        queries.push(new URL(request.url).search);
        const body = (await request.json()) as NewsPayload;
        const draft = { ...PUBLICATION, state: 'draft' as const, version: 1, published_at: null };
        return HttpResponse.json({ ...ARTICLE, ...body, id: 9, publication: draft }, { status: 201 });
      }),
    );
    const { container, user } = renderEditor(null);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('作者').value).toBe('编辑甲'));
    await user.click(screen.getByLabelText('分类'));
    await user.click(await screen.findByText('公司新闻', { selector: '.ant-select-tree-title' }));
    await fill(user, screen.getByLabelText('标题'), '未完成的稿子');
    const content = await screen.findByLabelText('内容', { selector: '[contenteditable]' });
    await user.click(content);
    await user.keyboard('先写一句。');
    await user.click(buttonIn(container, '保存草稿')!);

    expect(await screen.findByText('草稿已保存')).toBeTruthy();
    expect(queries).toEqual(['']);
    await waitFor(() => expect(locationNow()).toBe('/admin/news/edit/9 REPLACE'));
  });

  it('saves an edited article as a draft from its version and stays; a refusal says why; 保存并发布 publishes from the saved version', async () => {
    const sent: { id: string; query: string; body: SentBody }[] = [];
    server.use(
      http.put('/api/news/:id', async ({ request, params }) => {
        const body = (await request.json()) as SentBody;
        sent.push({ id: String(params.id), query: new URL(request.url).search, body });
        if (sent.length === 1) return HttpResponse.json({ error: '标题已被其他新闻使用' }, { status: 409 });
        const version = (body.version ?? 0) + 1;
        return HttpResponse.json({
          ...ARTICLE,
          ...payloadOf(body),
          publication: { ...PUBLICATION, version, has_changes: !new URL(request.url).search },
        });
      }),
    );
    const { container, user, calls } = renderEditor(ARTICLE);
    const title = await findTitle('新品发布会圆满结束');
    // The fields hold the article; the summary the server generated shows as an empty field with its
    // preview, so it follows the content when that is edited.
    expect(screen.getByLabelText<HTMLInputElement>('作者').value).toBe('张三');
    expect(screen.getByLabelText('分类').closest('.ant-select')!.textContent).toContain('公司新闻');
    expect(coverPreview()).toBe('/uploads/cover-7.jpg');
    const content = await screen.findByLabelText('内容', { selector: '[contenteditable]' });
    await waitFor(() => expect(content.textContent).toBe('本公司新品发布会于上海举行。到场嘉宾三百余人。'));
    expect(screen.getByLabelText<HTMLTextAreaElement>('摘要').value).toBe('');
    expect(screen.getByTestId('summary-preview').textContent).toBe(
      '留空时将自动生成：本公司新品发布会于上海举行。 到场嘉宾三百余人。',
    );

    await fill(user, title, '新品发布会圆满落幕');
    await user.click(buttonIn(container, '移除封面')!);
    expect(screen.getByText('暂无封面')).toBeTruthy();
    await user.click(screen.getByText('搜索引擎优化'));
    await fill(user, screen.getByLabelText('SEO标题'), ' 发布会 SEO ');
    await user.click(buttonIn(container, '保存草稿')!);

    expect(await screen.findByText('保存失败: 标题已被其他新闻使用')).toBeTruthy();
    const expected: NewsPayload = {
      title: '新品发布会圆满落幕',
      category: 4,
      content: CONTENT,
      // Left empty, the server writes it again from the content.
      summary: '',
      cover_image: null,
      cover_alt: null,
      seo_title: '发布会 SEO',
      seo_description: '',
    };
    // A draft's save: no ?publish, from the version the form started from.
    expect(sent).toEqual([{ id: '7', query: '', body: { ...expected, version: 3 } }]);
    expect(screen.getByLabelText<HTMLInputElement>('标题').value).toBe('新品发布会圆满落幕');
    expect(screen.queryByText('新闻列表页')).toBeNull();
    expect(calls.saved).toEqual([]);

    await user.click(buttonIn(container, '保存草稿')!);
    expect(await screen.findByText('草稿已保存，网站上的内容在发布前不变')).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ id: '7', query: '', body: { ...expected, version: 3 } });
    // The editor stays on the article and hands the page the answer (its new version).
    await waitFor(() => expect(calls.saved).toHaveLength(1));
    expect(calls.saved[0].publication).toMatchObject({ version: 4, has_changes: true });
    expect(calls.saved[0].title).toBe('新品发布会圆满落幕');
    expect(locationNow()).toBe('/admin/news/edit/7 POP');
    expect(screen.queryByText('新闻列表页')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('标题').value).toBe('新品发布会圆满落幕');

    // 保存并发布 sends ?publish=true with the version the last save made.
    await user.click(buttonIn(container, '保存并发布')!);
    expect(await screen.findByText('已保存并发布')).toBeTruthy();
    expect(sent[2]).toEqual({ id: '7', query: '?publish=true', body: { ...expected, version: 4 } });
    await waitFor(() => expect(calls.saved).toHaveLength(2));
    expect(calls.saved[1].publication).toMatchObject({ version: 5, has_changes: false });
    expect(locationNow()).toBe('/admin/news/edit/7 POP');
  });

  it('hands a save refused as stale (409 STALE_VERSION) to the page with the form’s values, without an error toast', async () => {
    const sent: SentBody[] = [];
    server.use(
      http.put('/api/news/:id', async ({ request }) => {
        sent.push((await request.json()) as SentBody);
        return HttpResponse.json(
          { error: '在您编辑期间，王编辑 已于 2026-03-02 10:00 保存了新的版本', code: 'STALE_VERSION' },
          { status: 409 },
        );
      }),
    );
    const { container, user, calls } = renderEditor(ARTICLE);
    const title = await findTitle('新品发布会圆满结束');
    await fill(user, title, '我改的标题');
    await user.click(buttonIn(container, '保存草稿')!);

    await waitFor(() => expect(calls.stale).toHaveLength(1));
    expect(calls.stale[0]).toMatchObject({ title: '我改的标题', category: 4 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: '我改的标题', version: 3 });
    // The page says it with its compare dialog: no toast, nothing saved, the form keeps what was typed.
    await waitFor(() => expect(buttonIn(container, '保存草稿')!.classList.contains('ant-btn-loading')).toBe(false));
    expect(screen.queryByText(/保存失败/)).toBeNull();
    expect(screen.queryByText(/在您编辑期间/)).toBeNull();
    expect(calls.saved).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>('标题').value).toBe('我改的标题');
    expect(locationNow()).toBe('/admin/news/edit/7 POP');
  });

  it('uploads a cover: the save waits for it, then shows the stored picture and sends its URL', async () => {
    const gate = responseGate();
    const uploaded: { name: string; type: string }[] = [];
    const sent: NewsPayload[] = [];
    server.use(
      http.post('/api/upload', async ({ request }) => {
        const file = (await request.formData()).get('image') as File;
        uploaded.push({ name: file.name, type: file.type });
        await gate.opened;
        return HttpResponse.json({ url: '/uploads/new-cover.gif', width: 400, height: 200, bytes: 2048 });
      }),
      http.put('/api/news/:id', async ({ request }) => {
        sent.push((await request.json()) as NewsPayload);
        return HttpResponse.json(ARTICLE);
      }),
    );
    const { container, user } = renderEditor(ARTICLE);
    await findTitle('新品发布会圆满结束');
    // A GIF goes as it is (shrinking it would drop its animation).
    await user.upload(screen.getByLabelText('选择封面图片'), uploadFile(['GIF89a'], 'cover.gif', 'image/gif'));
    expect(await screen.findByText('封面上传中，完成后即可保存')).toBeTruthy();
    expect(buttonIn(container, '保存草稿')!.disabled).toBe(true);
    expect(buttonIn(container, '保存并发布')!.disabled).toBe(true);
    await waitFor(() => expect(uploaded).toEqual([{ name: 'cover.gif', type: 'image/gif' }]));
    gate.open();

    expect(await screen.findByText('400×200 · 2.0 KB')).toBeTruthy();
    await waitFor(() => expect(coverPreview()).toBe('/uploads/new-cover.gif'));
    expect(screen.queryByText('封面上传中，完成后即可保存')).toBeNull();
    expect(buttonIn(container, '保存草稿')!.disabled).toBe(false);
    expect(buttonIn(container, '保存并发布')!.disabled).toBe(false);
    await user.click(buttonIn(container, '保存草稿')!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].cover_image).toBe('/uploads/new-cover.gif');
    // A new picture: the alt text written for the old one is dropped (the library's is taken, or the server asks).
    expect(sent[0].cover_alt).toBeNull();
  });

  it('refuses a cover of another type or over 5MB before sending it, and shows an upload’s refusal', async () => {
    let uploads = 0;
    server.use(
      http.post(
        '/api/upload',
        () => ((uploads += 1), HttpResponse.json({ error: '图片内容无法识别' }, { status: 400 })),
      ),
    );
    const { user } = renderEditor(ARTICLE);
    await findTitle('新品发布会圆满结束');
    const input = screen.getByLabelText('选择封面图片');
    await user.upload(input, uploadFile(['GIF89a'], 'broken.gif', 'image/gif'));
    expect(await screen.findByText('图片内容无法识别')).toBeTruthy();
    expect(uploads).toBe(1);

    // The chooser offers pictures only; a file given anyway is checked (dropped, or "all files") and not sent.
    const choose = (file: File) =>
      fireEvent.change(input, { target: { files: Object.assign([file], { item: () => file }) } });
    choose(uploadFile(['x'], 'cover.webp', 'image/webp'));
    expect(await screen.findByText('只支持 JPG、PNG、GIF 格式的图片')).toBeTruthy();
    choose(uploadFile([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.gif', 'image/gif'));
    expect(await screen.findByText('图片文件大小不能超过5MB')).toBeTruthy();
    expect(uploads).toBe(1);
    // The cover stays what it was.
    expect(coverPreview()).toBe('/uploads/cover-7.jpg');
  });
  it('takes a cover from the media library: its alt text fills 封面替代文本, and both are sent', async () => {
    const booth = mediaFile({ id: 3, title: '展台', alt_text: '展会上的智能网关展台' });
    serveLibrary([booth, mediaFile({ id: 4 })]);
    const sent: NewsPayload[] = [];
    server.use(
      http.put('/api/news/:id', async ({ request }) => {
        sent.push((await request.json()) as NewsPayload);
        return HttpResponse.json(ARTICLE);
      }),
    );
    const { container, user } = renderEditor(ARTICLE);
    await findTitle('新品发布会圆满结束');
    // The article's own alt text is loaded.
    expect(screen.getByLabelText<HTMLInputElement>('封面替代文本').value).toBe('封面七');
    await user.click(buttonIn(container, '从媒体库选择')!);
    await user.click(await screen.findByRole('button', { name: '展台' }));
    const dialog = screen.getByText('选择图片', { selector: '.ant-modal-title' }).closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByLabelText<HTMLInputElement>('替代文本').value).toBe('展会上的智能网关展台');
    await user.click(within(dialog).getByText('使用这张图片', { selector: 'button span' }));

    await waitFor(() => expect(coverPreview()).toBe(booth.url));
    expect(screen.getByLabelText<HTMLInputElement>('封面替代文本').value).toBe('展会上的智能网关展台');
    expect(screen.getByLabelText<HTMLInputElement>('装饰性图片').checked).toBe(false);
    await user.click(buttonIn(container, '保存草稿')!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ cover_image: booth.url, cover_alt: '展会上的智能网关展台' });
  });

  it('sends a decorative cover’s alt as empty and an empty field as null; says why the server refuses it', async () => {
    const sent: NewsPayload[] = [];
    server.use(
      http.put('/api/news/:id', async ({ request }) => {
        const body = (await request.json()) as NewsPayload;
        sent.push(body);
        if (body.cover_alt === null) {
          return HttpResponse.json(
            {
              error:
                '图片「封面：cover-7.jpg」缺少替代文本：请为它填写替代文本（供读屏软件和搜索引擎使用），装饰性图片请勾选“装饰性图片”',
              code: 'IMAGE_ALT_MISSING',
            },
            { status: 400 },
          );
        }
        return HttpResponse.json(ARTICLE);
      }),
    );
    const { container, user } = renderEditor({ ...ARTICLE, cover_alt: '' });
    await findTitle('新品发布会圆满结束');
    // Saved decorative, it loads decorative: no alt text to write.
    const decorative = screen.getByLabelText<HTMLInputElement>('装饰性图片');
    expect(decorative.checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('封面替代文本').disabled).toBe(true);

    await user.click(decorative);
    expect(decorative.checked).toBe(false);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('封面替代文本').disabled).toBe(false));
    await user.click(buttonIn(container, '保存并发布')!);
    expect(await screen.findByText(/^保存失败: 图片「封面：cover-7\.jpg」缺少替代文本/)).toBeTruthy();
    expect(sent.map((body) => body.cover_alt)).toEqual([null]);
    expect(screen.queryByText('新闻列表页')).toBeNull();

    await user.click(screen.getByLabelText('装饰性图片'));
    await user.click(buttonIn(container, '保存并发布')!);
    expect(await screen.findByText('已保存并发布')).toBeTruthy();
    expect(sent.map((body) => body.cover_alt)).toEqual([null, '']);
  });
});
